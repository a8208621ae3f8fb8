/**
 * A new release of the assistant app (/versionUpload/version-upload, docs/releases.md): the form
 * and the APK on one page. The file starts uploading (and its MD5 computing) as soon as it is
 * chosen; "Add version" checks the whole form first and only then registers the finished upload
 * with it, so a mistake in the form never costs the upload. Once added, the release waits in the
 * list (uploaded, not active) and the page says where to activate it. A refused "Add version"
 * puts focus on the first invalid field (the file's chooser when the file is the problem).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ReleaseRecord } from '@contracts/release.js';
import type { AppReleaseApi } from '@/api/releases';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import { reasonText } from '@/list/fieldText';
import { useFocusBeforeQuestion, useFocusInvalidOnFailure } from '@/list/focusAfterSave';
import { FormNavigationGuard } from '@/list/FormNavigationGuard';
import { RouterLink } from '@/screens/shared/RouterLink';
import { TextField } from '@/screens/shared/TextField';
import type { ReleaseListApi } from '../releaseTracks';
import type { UploadEffects } from '@/upload/uploadLogic';
import {
  APP_RELEASE_BLANK,
  APP_RELEASE_FORM_FIELDS,
  APP_RELEASE_UPLOAD_FIELDS,
  appReleasePayloadOf,
  validateAppRelease,
} from './appReleaseUploadForm';
import { AppReleaseTermsFields } from '../AppReleaseTermsFields';
import { UploadFileField } from './UploadFileField';
import { FILE_FIELD, fileErrorText } from './uploadRefusal';
import { useHighestVersion } from './useHighestVersion';
import { useUploadForm } from './useUploadForm';
import { VersionNumberField } from './VersionNumberField';

/** The releases' list, where a new release is activated (contracts/routeTable.ts, VersionAdmin). */
export const APP_RELEASE_ADMIN_PATH = '/versionUpload/version-admin';
/** The page heading's id: the page's region is named by it. */
const APP_RELEASE_UPLOAD_HEADING = 'app-release-upload-heading';

export interface AppReleaseUploadViewProps {
  /** appReleaseApi (src/api/releases.ts): its list (for the highest code) and its add. */
  api: Pick<ReleaseListApi, 'records'> & Pick<AppReleaseApi, 'add'>;
  /** Fixture upload effects for tests and stories (no Worker, no server). */
  effects?: Partial<UploadEffects>;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '760px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

export function AppReleaseUploadView({ api, effects }: AppReleaseUploadViewProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const { highest, refresh: readHighest } = useHighestVersion(api.records);
  const [added, setAdded] = useState<ReleaseRecord | null>(null);

  const { form, upload } = useUploadForm<ReleaseRecord>({
    fields: APP_RELEASE_UPLOAD_FIELDS,
    formFields: APP_RELEASE_FORM_FIELDS,
    blank: APP_RELEASE_BLANK,
    validate: (values, held) => validateAppRelease(values, held, highest),
    add: (values, ids) => api.add(appReleasePayloadOf(values, ids)),
    onAdded: setAdded,
    // After a release or a refusal (another release may have taken the number): the hint says the new highest.
    onRefused: readHighest,
    onSaved: () => {
      readHighest();
      // The next release starts from an empty file field (the done row goes; nothing is deleted).
      upload.replace();
    },
  });

  // The page is the form: open at once, and open blank again after each release added.
  const closed = form.snapshot.matches('closed');
  const { send } = form;
  useEffect(() => {
    if (closed) send({ type: 'OPEN_NEW' });
  }, [closed, send]);

  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalidOnFailure(form, formRef);

  // The release added is said where focus is (the message, read at once); a new file or a
  // changed field starts the next release and the message goes.
  const addedMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (added) addedMessage.current?.focus();
  }, [added]);
  // Keep editing gives focus back to what had it before the question (the menu link pressed).
  useFocusBeforeQuestion(form.confirmingClose, closed);
  const fileValue = form.values[FILE_FIELD];
  useEffect(() => {
    if (fileValue) setAdded(null);
  }, [fileValue]);

  const { values, fieldErrors, busy } = form;
  const change = (field: string) => (value: string) => {
    setAdded(null);
    send({ type: 'CHANGE', field, value });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send({ type: 'SUBMIT' });
  };

  return (
    <section className={styles.page} aria-labelledby={APP_RELEASE_UPLOAD_HEADING}>
      <FormNavigationGuard form={form} />
      {/* Leaving with changes (a file on its way counts) asks first; Discard deletes the upload. */}
      <ConfirmDialog
        open={form.confirmingClose}
        title={LL.list.unsavedTitle()}
        text={LL.list.unsavedText()}
        confirmLabel={LL.list.discard()}
        cancelLabel={LL.list.keepEditing()}
        onConfirm={() => send({ type: 'DISCARD' })}
        onCancel={() => send({ type: 'KEEP_EDITING' })}
      />
      <Text as="h1" id={APP_RELEASE_UPLOAD_HEADING} size={600} weight="semibold">
        {LL.route.versionUploadApk()}
      </Text>
      {added && (
        <MessageBar ref={addedMessage} tabIndex={-1} intent="success" layout="multiline">
          <MessageBarBody>
            {R.appReleaseAdded({ version: added.versionName })} <RouterLink to={APP_RELEASE_ADMIN_PATH}>{LL.route.versionAdmin()}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {form.formError && (
        <MessageBar intent="error">
          <MessageBarBody>{reasonText(LL, form.formError.reason ?? 'internal_error')}</MessageBarBody>
        </MessageBar>
      )}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={R.newAppRelease()} aria-busy={busy}>
        <TextField
          label={R.version()}
          required
          hint={R.versionNameHint()}
          value={values.version ?? ''}
          error={reasonText(LL, fieldErrors.version, { required: LL.validation.required(), invalid_format: R.versionNameInvalid() })}
          onChange={change('version')}
        />
        <VersionNumberField
          label={R.updateVersion()}
          value={values.updateVersion}
          reason={fieldErrors.updateVersion}
          highest={highest}
          onChange={change('updateVersion')}
        />
        <AppReleaseTermsFields values={values} fieldErrors={fieldErrors} change={change} />
        <UploadFileField
          label={R.appFile()}
          purpose="app"
          upload={upload}
          disabled={busy}
          error={fileErrorText(LL, fieldErrors[FILE_FIELD])}
          effects={effects}
        />
        <Button
          type="submit"
          appearance="primary"
          className={styles.submit}
          disabledFocusable={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {busy ? LL.list.saving() : R.save()}
        </Button>
      </form>
    </section>
  );
}
