/**
 * Brands, one view for both screens: ADMIN's every brand (`scope.kind === 'all'`: owner column,
 * owner filter and owner field, chosen among the CREATOR accounts) and a CREATOR's own brands
 * (`'own'`: the server scopes the list and sets the owner itself, so nothing about owners shows).
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { BRAND_NAME_MAX, type BrandRecord } from '@contracts/brand.js';
import type { SortKeyOf } from '@contracts/resourceContract.js';
import { brandContract } from '@contracts/resources/masterData.js';
import { entityPermissions } from '@contracts/permissions.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import type { ListQueryState } from '@machines/list.machine.js';
import { resourceApi, type ResourceApi } from '@/api/resources';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { TextField } from '@/screens/shared/TextField';
import { NO_CHOICES, useChoices, type ChoicesSource } from '@/list/useChoices';
import { reasonText } from '@/list/fieldText';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { brandFormOf, type BrandScopeKind } from './brandForm';

export type BrandApi = ResourceApi<typeof brandContract>;

/** Whose brands: all of them (with the creators to choose owners from) or the caller's own. */
export type BrandScope =
  { kind: 'all'; creators: ChoicesSource<UserAdminRecord> } | { kind: 'own' };

/** The list's own props a screen passes through: the rights, the user, where exports go. */
type PassedThrough = Pick<
  ResourceListViewProps<typeof brandContract>,
  'permissions' | 'userKey' | 'saveFile'
>;

export interface BrandViewProps extends PassedThrough {
  api: BrandApi;
  scope: BrandScope;
}

const CREATOR_CHOICES: ListQueryState = {
  page: 1,
  size: 200,
  sort: 'nickname,asc',
  filters: { role: 'CREATOR' },
};
const SORTABLE: Record<BrandScopeKind, readonly SortKeyOf<typeof brandContract>[]> = {
  all: ['id', 'brandName', 'ownerId', 'createdAt'],
  own: ['id', 'brandName', 'createdAt'],
};

export function BrandView({ api, scope, ...passedThrough }: BrandViewProps) {
  const { LL } = useI18nContext();
  const B = LL.brand;
  const asAdmin = scope.kind === 'all';
  const creators = useChoices(asAdmin ? scope.creators : NO_CHOICES, CREATOR_CHOICES).records;
  const ownerOptions = creators.map((user) => ({
    value: String(user.id),
    label: user.nickname || user.username,
  }));
  const form = useMemo(() => brandFormOf(scope.kind, api), [scope.kind, api]);

  const filterFields: ListFilter<typeof brandContract>[] = [
    { kind: 'text', name: 'brandName', label: B.brandName() },
    ...(asAdmin
      ? [{ kind: 'select' as const, name: 'ownerId' as const, label: B.owner(), options: ownerOptions }]
      : []),
    { kind: 'dateRange', name: 'createdAt', label: LL.list.createdAt() },
  ];
  const columns: ListColumn<typeof brandContract>[] = [
    idColumn(LL.list.id()),
    { key: 'brandName', label: B.brandName(), sortable: true, hideable: false },
    ...(asAdmin
      ? [
          {
            key: 'ownerId' as const,
            label: B.owner(),
            sortable: true,
            render: (row: BrandRecord) => row.ownerName,
          },
        ]
      : []),
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
    timeColumn('updatedAt', LL.list.updatedAt()),
  ];

  return (
    <ResourceListView<typeof brandContract>
      title={asAdmin ? LL.route.brandAdmin() : LL.route.brandTable()}
      tableId={asAdmin ? 'brands' : 'myBrands'}
      {...passedThrough}
      api={api}
      columns={columns}
      filterFields={filterFields}
      sortable={SORTABLE[scope.kind]}
      rowName={(row) => row.brandName}
      form={{
        ...form,
        createTitle: B.createTitle(),
        editTitle: B.editTitle(),
        render: (state) => {
          const errors = state.fieldErrors;
          return (
            <>
              <TextField
                label={B.brandName()}
                required
                value={state.values.brandName ?? ''}
                maxLength={BRAND_NAME_MAX}
                error={reasonText(LL, errors.brandName, {
                  required: B.nameRequired(),
                  too_long: LL.list.tooLong({ max: BRAND_NAME_MAX }),
                  invalid_format: LL.list.noMarkup(),
                })}
                onChange={(value) => state.send({ type: 'CHANGE', field: 'brandName', value })}
              />
              {asAdmin && (
                <ChoiceField
                  label={B.owner()}
                  placeholder={B.chooseOwner()}
                  options={ownerOptions}
                  value={state.values.ownerId ?? ''}
                  error={reasonText(LL, errors.ownerId, {
                    required: B.ownerRequired(),
                    invalid_value: B.ownerInvalid(),
                  })}
                  onChange={(value) => state.send({ type: 'CHANGE', field: 'ownerId', value })}
                />
              )}
            </>
          );
        },
      }}
    />
  );
}

export const brandApi: BrandApi = resourceApi(brandContract);

/** A brands screen for the signed-in user: their rights over brands, read once from their roles. */
export function BrandScreen({ scope }: { scope: BrandScope }) {
  const { roles, userKey } = useCurrentUser();
  const permissions = useMemo(() => entityPermissions(roles, 'Brand'), [roles]);
  return (
    <BrandView
      api={brandApi}
      scope={scope}
      permissions={permissions}
      userKey={userKey}
    />
  );
}
