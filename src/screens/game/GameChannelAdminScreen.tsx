/**
 * Game release channels (/game-channel-admin, ADMIN): list filtered by game and channel name,
 * create and edit (game chosen from the games, channel URL validated as http(s)), delete and
 * bulk delete with confirmation, CSV export of the current filter.
 */
import { useMemo } from 'react';
import { Link } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import {
  addGameChannelForm,
  CHANNEL_NAME_MAX,
  type AddGameChannelForm,
  type GameChannelRecord,
} from '@contracts/game.js';
import { gameChannelContract } from '@contracts/resources/games.js';
import { URL_MAX } from '@contracts/fields.js';
import { entityPermissions, type Operation } from '@contracts/permissions.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { ListQueryState } from '@machines/list.machine.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { resourceApi, saveRecord, type ResourceApi } from '@/api/resources';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView } from '@/components/list/ResourceListView';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { TextField } from '@/screens/shared/TextField';
import { useChoices } from '@/list/useChoices';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { reasonText } from '@/list/fieldText';
import { gameApi, type GameApi } from './GameAdminScreen';

export type GameChannelApi = ResourceApi<typeof gameChannelContract>;

export interface GameChannelAdminViewProps {
  api: GameChannelApi;
  /** Where the game choices come from. */
  games: GameApi;
  permissions: Record<Operation, boolean>;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
}

const FIELDS = ['gameId', 'channelName', 'channelUrl'] as const;
const BLANK: FormValues = { gameId: '', channelName: '', channelUrl: '' };
const GAME_CHOICES: ListQueryState = { page: 1, size: 200, sort: 'gameName,asc', filters: {} };

const validate = (values: FormValues) => zodFieldErrors(addGameChannelForm, payloadOf(values));
const valuesOf = (row: GameChannelRecord): FormValues => ({
  id: String(row.id),
  gameId: String(row.gameId),
  channelName: row.channelName,
  channelUrl: row.channelUrl,
});

function payloadOf(values: FormValues) {
  return {
    gameId: values.gameId ? Number(values.gameId) : undefined,
    channelName: values.channelName ?? '',
    channelUrl: values.channelUrl ?? '',
  };
}

export function GameChannelAdminView({ api, games, permissions, userKey, saveFile }: GameChannelAdminViewProps) {
  const { LL } = useI18nContext();
  const G = LL.gameChannel;
  const choices = useChoices(games, GAME_CHOICES).records;
  const gameOptions = choices.map((game) => ({ value: String(game.id), label: game.gameName }));
  const submit = useMemo(
    () => (values: FormValues) => {
      const body = payloadOf(values) as AddGameChannelForm;
      return saveRecord(api, values.id, body);
    },
    [api],
  );
  const filterFields: ListFilter<typeof gameChannelContract>[] = [
    { kind: 'select', name: 'gameId', label: G.game(), options: gameOptions },
    { kind: 'text', name: 'channelName', label: G.channelName() },
  ];
  const columns: ListColumn<typeof gameChannelContract>[] = [
    idColumn(LL.list.id()),
    { key: 'gameId', label: G.game(), sortable: true, render: (row) => row.gameName },
    { key: 'channelName', label: G.channelName(), sortable: true, hideable: false },
    {
      key: 'channelUrl',
      label: G.channelUrl(),
      sortable: true,
      render: (row) => (
        <Link href={row.channelUrl} target="_blank" rel="noopener noreferrer">
          {row.channelUrl}
        </Link>
      ),
    },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
  ];

  return (
    <ResourceListView<typeof gameChannelContract>
      title={LL.route.gameChannelAdmin()}
      tableId="gameChannels"
      api={api}
      permissions={permissions}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => row.channelName}
      form={{
        fields: FIELDS,
        blank: BLANK,
        validate,
        submit,
        valuesOf,
        createTitle: G.createTitle(),
        editTitle: G.editTitle(),
        render: (form) => {
          const fieldError = (field: (typeof FIELDS)[number]) =>
            reasonText(LL, form.fieldErrors[field], {
              required: field === 'gameId' ? G.gameRequired() : field === 'channelName' ? G.nameRequired() : G.urlInvalid(),
              too_long: LL.list.tooLong({ max: field === 'channelUrl' ? URL_MAX : CHANNEL_NAME_MAX }),
              invalid_format: field === 'channelUrl' ? G.urlInvalid() : LL.list.noMarkup(),
              invalid_value: field === 'gameId' ? G.gameRequired() : undefined,
            });
          return (
            <>
              <ChoiceField
                label={G.game()}
                placeholder={G.chooseGame()}
                options={gameOptions}
                value={form.values.gameId ?? ''}
                error={fieldError('gameId')}
                onChange={(value) => form.send({ type: 'CHANGE', field: 'gameId', value })}
              />
              <TextField
                label={G.channelName()}
                required
                value={form.values.channelName ?? ''}
                maxLength={CHANNEL_NAME_MAX}
                error={fieldError('channelName')}
                onChange={(value) => form.send({ type: 'CHANGE', field: 'channelName', value })}
              />
              <TextField
                label={G.channelUrl()}
                required
                value={form.values.channelUrl ?? ''}
                maxLength={URL_MAX}
                placeholder="https://"
                error={fieldError('channelUrl')}
                onChange={(value) => form.send({ type: 'CHANGE', field: 'channelUrl', value })}
              />
            </>
          );
        },
      }}
    />
  );
}

const channelApi: GameChannelApi = resourceApi(gameChannelContract);

export default function GameChannelAdminScreen() {
  const { roles, userKey } = useCurrentUser();
  const permissions = useMemo(() => entityPermissions(roles, 'GameChannel'), [roles]);
  return <GameChannelAdminView api={channelApi} games={gameApi} permissions={permissions} userKey={userKey} />;
}
