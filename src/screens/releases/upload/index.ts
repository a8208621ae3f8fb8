/**
 * Uploading versions (docs/releases.md, "Adding a version"): the app release's page, and a
 * script's file dialog with the hook and button other screens offer it through.
 */
export { AppReleaseUploadView, type AppReleaseUploadViewProps } from './AppReleaseUploadView';
export { ScriptFileUploadDialog, type ScriptFileUploadDialogProps, type ScriptFileUploadTarget } from './ScriptFileUploadDialog';
export { ScriptFileUploadButton, useScriptFileUpload, type ScriptFileUploadButtonProps, type ScriptFileUploadOptions } from './useScriptFileUpload';
