/**
 * "Add member": a choice among the users holding the needed role (the users list's `role`
 * filter) who are not members yet. A user linked elsewhere is shown as such: adding moves them.
 */
import { useMemo, useState } from 'react';
import { Button, Field, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ListQueryState } from '@machines/list.machine.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { useChoices } from '@/list/useChoices';
import { MEMBERSHIPS, ownerOf, type MembersApi, type MembershipKind } from './membership';

const useStyles = makeStyles({
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface AddMemberPickerProps {
  kind: MembershipKind;
  ownerId: number;
  api: MembersApi;
  busy: boolean;
  onAdd: (user: UserAdminRecord) => void;
  onCancel: () => void;
}

export function AddMemberPicker({
  kind,
  ownerId,
  api,
  busy,
  onAdd,
  onCancel,
}: AddMemberPickerProps) {
  const { LL } = useI18nContext();
  const M = LL.members;
  const styles = useStyles();
  const query = useMemo<ListQueryState>(
    () => ({
      page: 1,
      size: 200,
      sort: 'username,asc',
      filters: { role: MEMBERSHIPS[kind].role, isDel: 'false' },
    }),
    [kind],
  );
  const { records, loading } = useChoices(api.users, query);
  const candidates = records.filter((user) => ownerOf(kind, user) !== ownerId);
  const [chosenId, setChosenId] = useState('');
  const chosen = candidates.find((user) => String(user.id) === chosenId);
  const current = chosen ? ownerOf(kind, chosen) : null;

  const optionText = (user: UserAdminRecord) => {
    const name = user.nickname ? `${user.username} (${user.nickname})` : user.username;
    const elsewhere = ownerOf(kind, user);
    if (elsewhere === null) return name;
    return kind === 'company'
      ? M.inCompany({ user: name, id: elsewhere })
      : M.inCooperate({ user: name, id: elsewhere });
  };
  const moveHint =
    current === null
      ? undefined
      : kind === 'company'
        ? M.movesCompany({ id: current })
        : M.movesCooperate({ id: current });
  const emptyHint = !loading && candidates.length === 0 ? M.noCandidates() : undefined;

  return (
    <div className={styles.picker}>
      <Field
        label={M.user()}
        hint={
          moveHint ??
          emptyHint ??
          (kind === 'company' ? M.companyCandidates() : M.cooperateCandidates())
        }
      >
        <Select
          value={chosenId}
          disabled={loading || busy}
          onChange={(_, data) => setChosenId(data.value)}
        >
          <option value="">{M.chooseUser()}</option>
          {candidates.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {optionText(user)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          disabled={!chosen || busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={() => chosen && onAdd(chosen)}
        >
          {M.confirmAdd()}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {LL.list.cancel()}
        </Button>
      </div>
    </div>
  );
}
