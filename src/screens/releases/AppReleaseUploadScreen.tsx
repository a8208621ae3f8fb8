/**
 * /versionUpload/version-upload (ADMIN): a new release of the assistant app (docs/releases.md).
 * Here, beside the other screens of this folder, because the screen registry loads
 * `src/screens/<folder>/<Name>Screen.tsx`; the page itself is in ./upload.
 */
import { appReleaseApi } from '@/api/releases';
import { AppReleaseUploadView } from './upload/AppReleaseUploadView';

export default function AppReleaseUploadScreen() {
  return <AppReleaseUploadView api={appReleaseApi} />;
}
