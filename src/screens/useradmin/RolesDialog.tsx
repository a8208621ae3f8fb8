/**
 * Edit a user's roles: one checkbox per role, at least one. The server's refusal to take ADMIN
 * from the signed-in admin (409) is shown as the form's error.
 */
import { useId, useState } from 'react';
import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { ROLES, type Role } from '@contracts/roles.js';
import { updateUserRolesForm, type UserAdminRecord } from '@contracts/userAdmin.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { UserAdminApi } from '@/api/userAdmin';
import { FormDialog } from '@/components/list/FormDialog';
import { reasonText } from '@/list/fieldText';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { useDialogSubmission } from '@/flow/useDialogSubmission';

export interface RolesDialogProps {
  user: UserAdminRecord;
  updateRoles: UserAdminApi['updateRoles'];
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS = ['roles'] as const;
const rolesOf = (values: FormValues) => (values.roles ? values.roles.split(',') : []) as Role[];
const validate = (values: FormValues) =>
  zodFieldErrors(updateUserRolesForm, { id: Number(values.id), roles: rolesOf(values) });

const useStyles = makeStyles({
  group: {
    border: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function RolesDialog({ user, updateRoles, onClose, onSaved }: RolesDialogProps) {
  const { LL } = useI18nContext();
  const U = LL.userAdmin;
  const styles = useStyles();
  const errorId = useId();
  const [roles, setRoles] = useState<readonly Role[]>(user.roles);
  const form = useDialogSubmission({
    fields: FIELDS,
    validate,
    submit: (values) => updateRoles(Number(values.id), rolesOf(values)),
    onSaved,
  });
  const toggle = (role: Role, checked: boolean) => {
    // Kept in the contract's order, so the payload does not depend on the clicking order.
    setRoles((current) => ROLES.filter((r) => (r === role ? checked : current.includes(r))));
    form.edited('roles');
  };
  const rolesError = reasonText(LL, form.fieldErrors.roles, {
    required: U.rolesRequired(),
    too_short: U.rolesRequired(),
  });
  const { formError } = form;
  return (
    <FormDialog
      open
      title={U.rolesTitle({ name: user.username })}
      busy={form.busy}
      formError={
        formError
          ? formError.reason === 'conflict'
            ? U.ownAdmin()
            : reasonText(LL, formError.reason ?? 'internal_error')
          : null
      }
      onSubmit={() => form.submit({ id: String(user.id), roles: roles.join(',') })}
      onClose={onClose}
      onDiscard={onClose}
      onKeepEditing={() => {}}
    >
      <fieldset
        className={styles.group}
        aria-describedby={rolesError ? errorId : undefined}
        aria-invalid={rolesError ? true : undefined}
      >
        <legend className={styles.legend}>{U.roles()}</legend>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            label={LL.profile.role[role]()}
            checked={roles.includes(role)}
            onChange={(_, data) => toggle(role, data.checked === true)}
          />
        ))}
      </fieldset>
      {rolesError && (
        <Text id={errorId} role="alert" className={styles.error}>
          {rolesError}
        </Text>
      )}
    </FormDialog>
  );
}
