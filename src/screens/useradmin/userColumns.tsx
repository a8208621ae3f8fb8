/** The users list's columns (docs/resources.md) and filters, in the user's language. */
import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { ACCOUNT_STATUSES, accountStatusLabel, type AccountStatus } from '@contracts/account.js';
import { ROLES } from '@contracts/roles.js';
import { userContract } from '@contracts/resources/users.js';
import type { ColumnKeyOf } from '@contracts/resourceContract.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import type { Column } from '@/components/list/DataTable';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import { parseTime } from '@/utils/format';
import { useCount } from '@/i18n/Count';

type Contract = typeof userContract;

const TONE: Record<AccountStatus, StatusTone> = {
  normal: 'success',
  frozen: 'warning',
  banned: 'danger',
};

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
  },
});

const time = (value: string | null) => parseTime(value) ?? '';

export function useUserColumns(): {
  columns: ListColumn<Contract>[];
  filterFields: ListFilter<Contract>[];
} {
  const { LL } = useI18nContext();
  const count = useCount();
  const U = LL.userAdmin;
  const styles = useStyles();
  const roleName = (role: (typeof ROLES)[number]) => LL.profile.role[role]();
  const sortable = (key: string) => (userContract.sort as readonly string[]).includes(key);
  const column = (
    key: ColumnKeyOf<Contract>,
    label: string,
    render?: Column<UserAdminRecord>['render'],
  ) => ({
    key,
    label,
    sortable: sortable(key),
    render,
  });

  const columns: ListColumn<Contract>[] = [
    column('id', U.id()),
    { ...column('username', U.username()), hideable: false },
    column('nickname', U.nickname()),
    column('roles', U.roles(), (row) => (
      <span className={styles.badges}>
        {row.roles.map((role) => (
          <StatusBadge
            key={role}
            label={roleName(role)}
            tone={role === 'ADMIN' ? 'brand' : 'informative'}
          />
        ))}
      </span>
    )),
    column('avatar', U.avatar(), (row) => (
      <Avatar
        size={24}
        name={row.nickname || row.username}
        image={row.avatar ? { src: row.avatar } : undefined}
      />
    )),
    column('phone', U.phone()),
    column('email', U.email()),
    column('rechargeCoin', U.rechargeCoin(), (row) => count(row.rechargeCoin)),
    column('endOnlineTime', U.endOnlineTime(), (row) => time(row.endOnlineTime)),
    column('vipTime', U.vipTime(), (row) => time(row.vipTime)),
    column('svipTime', U.svipTime(), (row) => time(row.svipTime)),
    column('isDel', U.isDel(), (row) => (row.isDel ? U.yes() : U.no())),
    column('status', U.status(), (row) => (
      // "Disabled" covers frozen and banned; the exact status stays readable beside it.
      <span className={styles.status} title={U.statusName[row.status]()}>
        <StatusBadge
          label={U.statusLabel[accountStatusLabel(row.status)]()}
          tone={TONE[row.status]}
        />
        {row.status !== 'normal' && <Text size={200}>{U.statusName[row.status]()}</Text>}
      </span>
    )),
    column('createdAt', U.createdAt(), (row) => time(row.createdAt)),
  ];

  const filterFields: ListFilter<Contract>[] = [
    { kind: 'text', name: 'name', label: U.filterName() },
    {
      kind: 'select',
      name: 'role',
      label: U.filterRole(),
      options: ROLES.map((role) => ({ value: role, label: roleName(role) })),
    },
    {
      kind: 'select',
      name: 'status',
      label: U.filterStatus(),
      options: ACCOUNT_STATUSES.map((status) => ({ value: status, label: U.statusName[status]() })),
    },
    { kind: 'dateRange', name: 'createdAt', label: U.createdAt() },
  ];
  return { columns, filterFields };
}
