/**
 * The users linked to one business company or partner, in a drawer: username, nickname and
 * status; whoever may change links (decided once by the screen) can add a user holding the
 * needed role and remove one after confirming. After a change the members are read again and
 * the screen's list refreshes (its member count).
 */
import { useMemo, useState } from 'react';
import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ListQueryState } from '@machines/list.machine.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { notify } from '@/api/notifier';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import { SideDrawer } from '@/components/list/SideDrawer';
import { useChoices } from '@/list/useChoices';
import { AddMemberPicker } from './AddMemberPicker';
import { MembersTable } from './MembersTable';
import {
  MEMBERSHIPS,
  membershipErrorText,
  type MembersApi,
  type MembershipKind,
} from './membership';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The company or partner whose members are shown. */
export interface MembersOwner {
  id: number;
  name: string;
}

export interface MembersPanelProps {
  kind: MembershipKind;
  /** Open while set. */
  owner: MembersOwner | null;
  api: MembersApi;
  /** May add and remove (USER_ACTION_ROLES); otherwise the members are read-only. */
  canManage: boolean;
  onClose: () => void;
  /** A link changed: the screen's list refreshes. */
  onChanged: () => void;
}

export function MembersPanel({
  kind,
  owner,
  api,
  canManage,
  onClose,
  onChanged,
}: MembersPanelProps) {
  const { LL } = useI18nContext();
  const title = owner
    ? kind === 'company'
      ? LL.members.companyTitle({ name: owner.name })
      : LL.members.cooperateTitle({ name: owner.name })
    : '';
  return (
    <SideDrawer open={owner !== null} title={title} onClose={onClose}>
      {/* Keyed by owner: each opening reads that owner's members afresh. */}
      {owner && (
        <MembersBody
          key={owner.id}
          kind={kind}
          owner={owner}
          api={api}
          canManage={canManage}
          onChanged={onChanged}
        />
      )}
    </SideDrawer>
  );
}

function MembersBody({
  kind,
  owner,
  api,
  canManage,
  onChanged,
}: Omit<MembersPanelProps, 'owner' | 'onClose'> & { owner: MembersOwner }) {
  const { LL } = useI18nContext();
  const M = LL.members;
  const styles = useStyles();
  const { field } = MEMBERSHIPS[kind];
  const query = useMemo<ListQueryState>(
    () => ({
      page: 1,
      size: 200,
      sort: 'username,asc',
      filters: { [field]: String(owner.id), isDel: 'false' },
    }),
    [field, owner.id],
  );
  const members = useChoices(api.users, query);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<UserAdminRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (user: UserAdminRecord, to: number | null, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await MEMBERSHIPS[kind].link(api, user.id, to);
      notify('success', done, 3000);
      setAdding(false);
      setRemoving(null);
      members.refresh();
      onChanged();
    } catch (error) {
      setRemoving(null);
      setProblem(membershipErrorText(LL, kind, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.body}>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {canManage &&
        (adding ? (
          <AddMemberPicker
            kind={kind}
            ownerId={owner.id}
            api={api}
            busy={busy}
            onAdd={(user) => void change(user, owner.id, M.added())}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div>
            <Button icon={<PersonAddRegular />} onClick={() => setAdding(true)}>
              {M.add()}
            </Button>
          </div>
        ))}
      <MembersTable
        caption={M.table()}
        members={members.records}
        loading={members.loading}
        onRemove={canManage ? setRemoving : undefined}
      />
      <ConfirmDialog
        open={removing !== null}
        title={M.removeTitle()}
        text={M.removeText({ name: removing?.username ?? '', owner: owner.name })}
        confirmLabel={M.remove()}
        busy={busy}
        onConfirm={() => removing && void change(removing, null, M.removed())}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
