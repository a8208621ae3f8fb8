/**
 * Business companies (/useradmin/business-company-admin; ADMIN manages, AUDITOR reads): list
 * with a name filter, create and edit (name), delete (refused with a clear notice while the
 * company has members), CSV export, and the members drawer. What the user may do is decided
 * once, from their roles.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import {
  addCompanyForm,
  COMPANY_NAME_MAX,
  type CompanyRecord,
} from '@contracts/company.js';
import { companyContract } from '@contracts/resources/masterData.js';
import type { FormValues } from '@machines/submission.machine.js';
import { userAdminApi } from '@/api/userAdmin';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView } from '@/components/list/ResourceListView';
import { TextField } from '@/screens/shared/TextField';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { reasonText } from '@/list/fieldText';
import { resourceApi, saveRecord, type ResourceApi } from '@/api/resources';
import { useMembersDrawer, useOwnerAccess, type OwnerListViewProps } from './ownerList';

export type CompanyApi = ResourceApi<typeof companyContract>;
export type BusinessCompanyAdminViewProps = OwnerListViewProps<CompanyApi>;

const FIELDS = ['name'] as const;
const BLANK: FormValues = { name: '' };

const payloadOf = (values: FormValues) => ({ name: values.name ?? '' });
const validate = (values: FormValues) => zodFieldErrors(addCompanyForm, payloadOf(values));
const valuesOf = (row: CompanyRecord): FormValues => ({ id: String(row.id), name: row.name });

export function BusinessCompanyAdminView(props: BusinessCompanyAdminViewProps) {
  const { members, canManageMembers, ...list } = props;
  const { LL } = useI18nContext();
  const C = LL.company;
  const { api } = props;
  const refusals = useMemo(() => ({ in_use: C.hasMembers() }), [C]);
  const membersDrawer = useMembersDrawer('company', members, canManageMembers);
  const submit = useMemo(
    () => (values: FormValues) => saveRecord(api, values.id, payloadOf(values)),
    [api],
  );
  const filterFields: ListFilter<typeof companyContract>[] = [{ kind: 'text', name: 'name', label: C.name() }];
  const columns: ListColumn<typeof companyContract>[] = [
    idColumn(LL.list.id()),
    { key: 'name', label: C.name(), sortable: true, hideable: false },
    { key: 'memberCount', label: C.memberCount() },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
    timeColumn('updatedAt', LL.list.updatedAt()),
  ];

  return (
    <ResourceListView<typeof companyContract>
      title={LL.route.businessCompanyAdmin()}
      tableId="businessCompanies"
      {...list}
      api={api}
      refusals={refusals}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => row.name}
      rowActions={(row) => [membersDrawer.action({ id: row.id, name: row.name })]}
      extras={membersDrawer.drawer}
      form={{
        fields: FIELDS,
        blank: BLANK,
        validate,
        submit,
        valuesOf,
        createTitle: C.createTitle(),
        editTitle: C.editTitle(),
        render: (form) => (
          <TextField
            label={C.name()}
            required
            value={form.values.name ?? ''}
            maxLength={COMPANY_NAME_MAX}
            error={reasonText(LL, form.fieldErrors.name, {
              required: C.nameRequired(),
              too_long: LL.list.tooLong({ max: COMPANY_NAME_MAX }),
              invalid_format: LL.list.noMarkup(),
            })}
            onChange={(value) => form.send({ type: 'CHANGE', field: 'name', value })}
          />
        ),
      }}
    />
  );
}

const companyApi: CompanyApi = resourceApi(companyContract);

export default function BusinessCompanyAdminScreen() {
  const access = useOwnerAccess('BusinessCompany', 'setUserCompany');
  return <BusinessCompanyAdminView api={companyApi} members={userAdminApi} {...access} />;
}
