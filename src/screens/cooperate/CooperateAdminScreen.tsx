/**
 * Partners (/cooperate/cooperate-admin; ADMIN manages, AUDITOR reads): list filtered by name and
 * package, money shares shown as the exact decimals the server sends, create and edit checked
 * with the contract's schema (split rule on authorMoney), delete (refused with a clear notice
 * while accounts are linked), CSV export, and the linked accounts drawer.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { cooperateContract } from '@contracts/resources/masterData.js';
import type { FormValues } from '@machines/submission.machine.js';
import { loadPriceImpact, type PriceImpactLoader } from '@/api/partnerPrices';
import { userAdminApi } from '@/api/userAdmin';
import { formatMonth } from '@/utils/localeFormat';
import { idColumn, moneyColumn, timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView } from '@/components/list/ResourceListView';
import { resourceApi, type ResourceApi } from '@/api/resources';
import {
  useMembersDrawer,
  useOwnerAccess,
  type OwnerListViewProps,
} from '@/screens/company';
import {
  COOPERATE_BLANK,
  COOPERATE_FIELDS,
  CooperateFields,
  cooperatePayload,
  cooperateUpdate,
  cooperateValues,
  validateCooperate,
} from './cooperateForm';
import { usePriceChange } from './usePriceChange';

export type CooperateApi = ResourceApi<typeof cooperateContract>;
export type CooperateAdminViewProps = OwnerListViewProps<CooperateApi> & {
  /** What a price change would re-price (the server's impact call by default). */
  priceImpact?: PriceImpactLoader;
};

export function CooperateAdminView(props: CooperateAdminViewProps) {
  const { members, canManageMembers, priceImpact = loadPriceImpact, ...list } = props;
  const { LL, locale } = useI18nContext();
  const P = LL.cooperate;
  const { api } = props;
  const refusals = useMemo(() => ({ in_use: P.hasMembers() }), [P]);
  const membersDrawer = useMembersDrawer('cooperate', members, canManageMembers);
  const priceChange = usePriceChange(priceImpact);
  const confirmPriceChange = priceChange.confirm;
  const submit = useMemo(
    () => async (values: FormValues) => {
      if (!values.id) return api.add(cooperatePayload(values));
      const update = cooperateUpdate(values);
      if (update.priceFrom !== undefined) await confirmPriceChange(update.id, update.priceFrom);
      return api.update(update);
    },
    [api, confirmPriceChange],
  );
  const filterFields: ListFilter<typeof cooperateContract>[] = [
    { kind: 'text', name: 'cooperateName', label: P.cooperateName() },
    { kind: 'text', name: 'cooperatePackage', label: P.cooperatePackage() },
  ];
  const columns: ListColumn<typeof cooperateContract>[] = [
    idColumn(LL.list.id()),
    { key: 'cooperateName', label: P.cooperateName(), sortable: true, hideable: false },
    { key: 'cooperatePackage', label: P.cooperatePackage(), sortable: true },
    moneyColumn('platformMoney', P.platformMoney(), { sortable: true }),
    moneyColumn('authorMoney', P.authorMoney(), { sortable: true }),
    {
      key: 'priceFrom',
      label: P.priceFrom(),
      render: (row) => (row.priceFrom === null ? P.priceFromStart() : formatMonth(row.priceFrom, locale)),
    },
    { key: 'memberCount', label: P.memberCount() },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
  ];

  return (
    <ResourceListView<typeof cooperateContract>
      title={LL.route.cooperateAdmin()}
      tableId="cooperates"
      {...list}
      api={api}
      refusals={refusals}
      columns={columns}
      filterFields={filterFields}
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
        render: (form) => <CooperateFields form={form} LL={LL} question={priceChange.dialog} />,
      }}
    />
  );
}

const cooperateApi: CooperateApi = resourceApi(cooperateContract);

export default function CooperateAdminScreen() {
  const access = useOwnerAccess('Cooperate', 'setUserCooperate');
  return <CooperateAdminView api={cooperateApi} members={userAdminApi} {...access} />;
}
