/** The members of a company or partner: username, nickname, status, and Remove when allowed. */
import { Button, Text } from '@fluentui/react-components';
import { PersonDeleteRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { accountStatusLabel } from '@contracts/account.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { LoadingState } from '@/components/list/ListStates';
import { PlainTable } from '@/components/list/PlainTable';
import { StatusBadge } from '@/components/list/StatusBadge';

export interface MembersTableProps {
  caption: string;
  members: readonly UserAdminRecord[];
  loading: boolean;
  /** Absent: read-only. */
  onRemove?: (user: UserAdminRecord) => void;
}

export function MembersTable({ caption, members, loading, onRemove }: MembersTableProps) {
  const { LL } = useI18nContext();
  const M = LL.members;
  if (loading && members.length === 0) return <LoadingState rows={3} />;
  if (members.length === 0) return <Text role="status">{M.empty()}</Text>;
  const status = (user: UserAdminRecord) => {
    const label = accountStatusLabel(user.status);
    return <StatusBadge label={M[label]()} tone={label === 'normal' ? 'success' : 'danger'} />;
  };
  return (
    <PlainTable<UserAdminRecord>
      aria-label={caption}
      rows={members}
      rowKey={(user) => user.id}
      columns={[
        { key: 'username', label: M.username(), cell: (user) => user.username },
        { key: 'nickname', label: M.nickname(), cell: (user) => user.nickname },
        { key: 'status', label: M.status(), cell: status },
        ...(onRemove
          ? [
              {
                key: 'actions',
                label: LL.list.actions(),
                cell: (user: UserAdminRecord) => (
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<PersonDeleteRegular />}
                    aria-label={M.removeLabel({ name: user.username })}
                    onClick={() => onRemove(user)}
                  >
                    {M.remove()}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
