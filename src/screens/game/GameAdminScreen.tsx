/**
 * Games (/wn/game-admin, ADMIN): list with a name filter, sorting and paging in the URL,
 * create and edit in the form dialog, delete and bulk delete with confirmation, CSV export of
 * the current filter. What the user may do is decided once, from their roles.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { addGameForm, GAME_LABEL_MAX, GAME_NAME_MAX, type GameRecord } from '@contracts/game.js';
import { gameContract } from '@contracts/resources/games.js';
import { entityPermissions, type Operation } from '@contracts/permissions.js';
import type { FilterParamOf } from '@contracts/resourceContract.js';
import type { FormValues } from '@machines/submission.machine.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { resourceApi, saveRecord, type ResourceApi } from '@/api/resources';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { FilterField } from '@/components/list/FilterBar';
import type { ListColumn } from '@/list/listColumns';
import { ResourceListView } from '@/components/list/ResourceListView';
import { TextField } from '@/screens/shared/TextField';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { reasonText } from '@/list/fieldText';

export type GameApi = ResourceApi<typeof gameContract>;
type Contract = typeof gameContract;

export interface GameAdminViewProps {
  api: GameApi;
  permissions: Record<Operation, boolean>;
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
}

const FIELDS = ['gameName', 'gameLabel'] as const;
const BLANK: FormValues = { gameName: '', gameLabel: '' };

const payloadOf = (values: FormValues) => ({ gameName: values.gameName ?? '', gameLabel: values.gameLabel ?? '' });
const validate = (values: FormValues) => zodFieldErrors(addGameForm, payloadOf(values));
const valuesOf = (row: GameRecord): FormValues => ({ id: String(row.id), gameName: row.gameName, gameLabel: row.gameLabel });

export function GameAdminView({ api, permissions, userKey, saveFile }: GameAdminViewProps) {
  const { LL } = useI18nContext();
  const submit = useMemo(
    () => (values: FormValues) => saveRecord(api, values.id, payloadOf(values)),
    [api],
  );
  const filterFields: FilterField<FilterParamOf<Contract>>[] = [
    { kind: 'text', name: 'gameName', label: LL.game.filterName() },
    { kind: 'dateRange', name: 'createdAt', label: LL.list.createdAt() },
  ];
  const columns: ListColumn<Contract>[] = [
    idColumn(LL.list.id()),
    { key: 'gameName', label: LL.game.gameName(), sortable: true, hideable: false },
    { key: 'gameLabel', label: LL.game.gameLabel(), sortable: true },
    { key: 'channelCount', label: LL.game.channelCount() },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
    timeColumn('updatedAt', LL.list.updatedAt(), { sortable: true }),
  ];

  return (
    <ResourceListView<Contract>
      title={LL.route.gameAdmin()}
      tableId="games"
      api={api}
      permissions={permissions}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => row.gameName}
      form={{
        fields: FIELDS,
        blank: BLANK,
        validate,
        submit,
        valuesOf,
        createTitle: LL.game.createTitle(),
        editTitle: LL.game.editTitle(),
        render: (form) => {
          const fieldError = (field: (typeof FIELDS)[number]) =>
            reasonText(LL, form.fieldErrors[field], {
              required: field === 'gameName' ? LL.game.nameRequired() : undefined,
              too_long: LL.list.tooLong({ max: field === 'gameName' ? GAME_NAME_MAX : GAME_LABEL_MAX }),
              invalid_format: LL.list.noMarkup(),
            });
          return (
            <>
              <TextField
                label={LL.game.gameName()}
                required
                value={form.values.gameName ?? ''}
                maxLength={GAME_NAME_MAX}
                error={fieldError('gameName')}
                onChange={(value) => form.send({ type: 'CHANGE', field: 'gameName', value })}
              />
              <TextField
                label={LL.game.gameLabel()}
                value={form.values.gameLabel ?? ''}
                maxLength={GAME_LABEL_MAX}
                error={fieldError('gameLabel')}
                onChange={(value) => form.send({ type: 'CHANGE', field: 'gameLabel', value })}
              />
            </>
          );
        },
      }}
    />
  );
}

export const gameApi: GameApi = resourceApi(gameContract);

export default function GameAdminScreen() {
  const { roles, userKey } = useCurrentUser();
  const permissions = useMemo(() => entityPermissions(roles, 'Game'), [roles]);
  return <GameAdminView api={gameApi} permissions={permissions} userKey={userKey} />;
}
