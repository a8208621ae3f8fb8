/**
 * Partners (/cooperate/cooperate-admin; ADMIN manages, AUDITOR reads): list filtered by name and
 * package, money shares shown as the exact decimals the server sends, create and edit checked
 * with the contract's schema (split rule on authorMoney), delete (refused with a clear notice
 * while accounts are linked), CSV export, and the linked accounts drawer.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import type {
  AddCooperateForm,
  CooperateRecord,
  UpdateCooperateForm,
} from '@contracts/cooperate.js';
import type { FormValues } from '@machines/submission.machine.js';
import { userAdminApi } from '@/api/userAdmin';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { ResourceListView } from '@/components/list/ResourceListView';
import { resourceApi, type ResourceApi } from '@/api/resources';
import {
  useMembersDrawer,
  useOwnerAccess,
  type OwnerListViewProps,
} from '@/screens/company/ownerList';
import {
  COOPERATE_BLANK,
  COOPERATE_FIELDS,
  CooperateFields,
  cooperatePayload,
  cooperateValues,
  validateCooperate,
} from './cooperateForm';
import { MoneyCell } from './MoneyCell';

export type CooperateApi = ResourceApi<CooperateRecord, AddCooperateForm, UpdateCooperateForm>;
export type CooperateAdminViewProps = OwnerListViewProps<CooperateApi>;

const SORTABLE = [
  'id',
  'cooperateName',
  'cooperatePackage',
  'platformMoney',
  'authorMoney',
  'createdAt',
] as const;

export function CooperateAdminView(props: CooperateAdminViewProps) {
  const { members, canManageMembers, ...list } = props;
  const { LL } = useI18nContext();
  const P = LL.cooperate;
  const { api } = props;
  const refusals = useMemo(() => ({ in_use: P.hasMembers() }), [P]);
  const membersDrawer = useMembersDrawer('cooperate', members, canManageMembers);
  const submit = useMemo(
    () => (values: FormValues) =>
      values.id
        ? api.update({ id: Number(values.id), ...cooperatePayload(values) })
        : api.add(cooperatePayload(values)),
    [api],
  );
  const filterFields: FilterField[] = [
    { kind: 'text', name: 'cooperateName', label: P.cooperateName() },
    { kind: 'text', name: 'cooperatePackage', label: P.cooperatePackage() },
  ];
  const columns: Column<CooperateRecord>[] = [
    idColumn(LL.list.id()),
    { key: 'cooperateName', label: P.cooperateName(), sortable: true, hideable: false },
    { key: 'cooperatePackage', label: P.cooperatePackage(), sortable: true },
    {
      key: 'platformMoney',
      label: P.platformMoney(),
      sortable: true,
      render: (row) => <MoneyCell amount={row.platformMoney} />,
    },
    {
      key: 'authorMoney',
      label: P.authorMoney(),
      sortable: true,
      render: (row) => <MoneyCell amount={row.authorMoney} />,
    },
    { key: 'memberCount', label: P.memberCount() },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
  ];

  return (
    <ResourceListView<CooperateRecord>
      title={LL.route.cooperateAdmin()}
      tableId="cooperates"
      {...list}
      api={api}
      refusals={refusals}
      columns={columns}
      filterFields={filterFields}
      sortable={SORTABLE}
      rowName={(row) => row.cooperateName}
      rowActions={(row) => [membersDrawer.action({ id: row.id, name: row.cooperateName })]}
      extras={membersDrawer.drawer}
      form={{
        fields: COOPERATE_FIELDS,
        blank: COOPERATE_BLANK,
        validate: validateCooperate,
        submit,
        valuesOf: cooperateValues,
        createTitle: P.createTitle(),
        editTitle: P.editTitle(),
        render: (form) => <CooperateFields form={form} LL={LL} />,
      }}
    />
  );
}

const cooperateApi: CooperateApi = resourceApi<
  CooperateRecord,
  AddCooperateForm,
  UpdateCooperateForm
>('cooperate', 'Cooperate');

export default function CooperateAdminScreen() {
  const access = useOwnerAccess('Cooperate', 'setUserCooperate');
  return <CooperateAdminView api={cooperateApi} members={userAdminApi} {...access} />;
}
