/**
 * Editing one's own identity card (docs/tools.md, "Profile"): nickname, avatar (chosen, checked,
 * uploaded and previewed by the cover field) and introduction, through the submission machine.
 * Saved, the server's new user info goes to the auth machine (USER_UPDATED), so the header's
 * avatar and name change at once. `useProfileEditing` gives the profile screen its button, the
 * form while editing and the note once saved, so the screen itself barely changes.
 */
import { useMemo, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { Button, Field, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { UserInfo } from '@contracts/auth.js';
import { DISPLAY_NAME_MAX } from '@contracts/fields.js';
import { INTRODUCTION_MAX } from '@contracts/profile.js';
import { useAuthSend } from '@/auth/authContext';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { reasonText } from '@/list/fieldText';
import { CoverImageField } from '@/screens/scripts';
import { FormError } from '@/screens/shared/FormError';
import { useFormStyles } from '@/screens/shared/formStyles';
import { failureText } from '@/screens/shared/messages';
import { NicknameField } from '@/screens/shared/NicknameField';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { useOnceWhen } from '@/screens/shared/useOnceWhen';
import {
  createProfileEditLogic,
  ownAvatar,
  PROFILE_FIELDS,
  profileValues,
  type ProfileEditServices,
  type ProfileField,
} from './profileEditLogic';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ProfileEditorProps {
  user: UserInfo;
  services: ProfileEditServices;
  onSaved: (user: UserInfo) => void;
  onCancel: () => void;
}

export function ProfileEditor({ user, services, onSaved, onCancel }: ProfileEditorProps) {
  const { LL } = useI18nContext();
  const E = LL.profile.edit;
  const formStyles = useFormStyles();
  const styles = useStyles();
  // The form edits the user as it was when it opened.
  const [kept] = useState(() => ({ values: profileValues(user), avatar: ownAvatar(user) }));
  const logic = useMemo(() => createProfileEditLogic(services, kept.avatar), [services, kept]);
  const [form, send] = useMachine(logic, { input: { fields: PROFILE_FIELDS } });
  const [values, setValues] = useState(kept.values);
  const busy = form.hasTag('busy');

  useOnceWhen(form.matches('succeeded'), () => onSaved(form.context.result as UserInfo));

  const change = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'EDIT', field });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values });
  };
  const { fieldErrors, formError } = form.context;
  const introductionMessage = reasonText(LL, fieldErrors.introduction, {
    too_long: E.introductionTooLong({ max: INTRODUCTION_MAX }),
    invalid_format: E.introductionInvalid(),
    invalid_characters: E.introductionInvalid(),
  });
  const avatarMessage = fieldErrors.avatar ? E.avatarNotStored() : undefined;

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-label={E.title()} aria-busy={busy}>
      <FormError text={formError ? E.failed({ message: failureText(LL, formError) }) : null} />
      <CoverImageField
        label={E.avatar()}
        value={values.avatar}
        onChange={change('avatar')}
        upload={services.uploadAvatar}
        previewLabel={E.avatarPreview()}
        {...(avatarMessage !== undefined && { error: avatarMessage })}
      />
      <NicknameField
        label={E.nickname()}
        value={values.nickname}
        onChange={change('nickname')}
        hint={E.nicknameHint({ max: DISPLAY_NAME_MAX })}
        reason={fieldErrors.nickname}
      />
      <Field
        label={E.introduction()}
        hint={E.introductionHint({ max: INTRODUCTION_MAX })}
        validationMessage={introductionMessage}
      >
        <Textarea
          name="introduction"
          value={values.introduction}
          maxLength={INTRODUCTION_MAX}
          rows={4}
          resize="vertical"
          onChange={(_, data) => change('introduction')(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <SubmitButton busy={busy} label={E.save()} busyLabel={E.saving()} />
        <Button type="button" disabled={busy} onClick={onCancel}>
          {E.cancel()}
        </Button>
      </div>
    </form>
  );
}

export interface ProfileEditing {
  editing: boolean;
  /** "Edit profile", for the card's header; none while editing. */
  editButton: ReactElement | null;
  /** The form while editing, else the "saved" note after a save. */
  editor: ReactNode;
}

/** The identity card's edit mode: its button, its form, and the user info handed to the auth machine. */
export function useProfileEditing(services: ProfileEditServices): ProfileEditing {
  const { LL } = useI18nContext();
  const E = LL.profile.edit;
  const { user } = useCurrentUser();
  const sendAuth = useAuthSend();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const open = () => {
    setSaved(false);
    setEditing(true);
  };
  const onSaved = (updated: UserInfo) => {
    sendAuth({ type: 'USER_UPDATED', user: updated });
    setEditing(false);
    setSaved(true);
  };
  const editButton = editing || !user ? null : (
    <Button appearance="subtle" icon={<EditRegular />} onClick={open}>
      {E.open()}
    </Button>
  );
  const editor =
    editing && user ? (
      <ProfileEditor user={user} services={services} onSaved={onSaved} onCancel={() => setEditing(false)} />
    ) : saved ? (
      <MessageBar intent="success" role="status">
        <MessageBarBody>{E.saved()}</MessageBarBody>
      </MessageBar>
    ) : null;
  return { editing, editButton, editor };
}
