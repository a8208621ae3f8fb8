/**
 * The version list of each track as other screens use it: a script's files (the catalogue's
 * Files tab) and the Lua code's versions (the Lua upload screen). Both are ReleaseListView with
 * the track set and its title and table id by default.
 */
import { useI18nContext } from '@locales/i18n-react';
import { ReleaseListView, type ReleaseListViewProps } from './ReleaseListView';

export type TrackListViewProps = Omit<ReleaseListViewProps, 'track' | 'title' | 'tableId' | 'scripts'> &
  Partial<Pick<ReleaseListViewProps, 'title' | 'tableId'>>;

/** A script's files (APK, RC, course), filtered by script and kind; `scriptId` in the URL opens it on one script. */
export function ScriptFilesView(props: TrackListViewProps & Pick<ReleaseListViewProps, 'scripts'>) {
  const { LL } = useI18nContext();
  return <ReleaseListView title={LL.release.files()} tableId="scriptFiles" {...props} track="script" />;
}

/** The Lua detection code's versions. */
export function LuaVersionListView(props: TrackListViewProps) {
  const { LL } = useI18nContext();
  return <ReleaseListView title={LL.release.luaVersions()} tableId="luaVersions" {...props} track="lua" />;
}
