/**
 * What other screen folders may use of the version lists (docs/browser.md, "Imports"): the
 * catalogue's Files tab, the Lua upload screen's list, and the parts an upload screen adds to.
 */
export { ReleaseListView, type ReleaseListViewProps } from './ReleaseListView';
export { LuaVersionListView, ScriptFilesView, type TrackListViewProps } from './TrackListViews';
export { ActiveReleaseLine, useActiveRelease } from './ActiveRelease';
export { useReleaseActions, releaseEventsOf, type ReleaseListEvent } from './useReleaseActions';
export { releaseNameOf, type ReleaseListApi, type ReleaseTrack } from './releaseTracks';
export { ScriptFileUploadButton, ScriptFileUploadDialog, useScriptFileUpload } from './upload';
export { ReleaseNotesField } from './ReleaseNotesField';
