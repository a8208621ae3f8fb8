/** The members of a company or partner: username, nickname, status, and Remove when allowed. */
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { PersonDeleteRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { accountStatusLabel } from '@contracts/account.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { LoadingState } from '@/components/list/ListStates';
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
  return (
    <Table aria-label={caption} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{M.username()}</TableHeaderCell>
          <TableHeaderCell>{M.nickname()}</TableHeaderCell>
          <TableHeaderCell>{M.status()}</TableHeaderCell>
          {onRemove && <TableHeaderCell>{LL.list.actions()}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((user) => {
          const label = accountStatusLabel(user.status);
          return (
            <TableRow key={user.id}>
              <TableCell>{user.username}</TableCell>
              <TableCell>{user.nickname}</TableCell>
              <TableCell>
                <StatusBadge label={M[label]()} tone={label === 'normal' ? 'success' : 'danger'} />
              </TableCell>
              {onRemove && (
                <TableCell>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<PersonDeleteRegular />}
                    aria-label={M.removeLabel({ name: user.username })}
                    onClick={() => onRemove(user)}
                  >
                    {M.remove()}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
