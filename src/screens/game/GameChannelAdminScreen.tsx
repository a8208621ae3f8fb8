/**
 * Game release channels (/game-channel-admin, ADMIN): list filtered by game and channel name,
 * create and edit (game chosen from the games, channel URL validated as http(s)), delete and
 * bulk delete with confirmation, CSV export of the current filter.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, Field, Link, Select, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import type { Page } from '@contracts/envelope.js';
import {
  addGameChannelForm,
  CHANNEL_NAME_MAX,
  type AddGameChannelForm,
  type GameChannelRecord,
  type GameRecord,
  type UpdateGameChannelForm,
} from '@contracts/game.js';
import { URL_MAX } from '@contracts/fields.js';
import { entityPermissions, type Operation } from '@contracts/permissions.js';
import type { FormValues } from '@machines/submission.machine.js';
import { listMachine, queryToApiParams, type ListQueryState, type ListRow } from '@machines/list.machine.js';
import { useAuthSelector } from '@/auth/authContext';
import { notify } from '@/api/notifier';
import { resourceApi, type ResourceApi } from '@/api/resources';
import { DataTable, type Column } from '@/components/list/DataTable';
import { FilterBar, filterNamesOf, type FilterField } from '@/components/list/FilterBar';
import { FormDialog } from '@/components/list/FormDialog';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import { ExportButton } from '@/components/list/ExportButton';
import { TextField } from '@/screens/shared/TextField';
import { useListMachine, type FetchPage } from '@/list/useListMachine';
import { useRecordForm } from '@/list/useRecordForm';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { reasonText } from '@/list/fieldText';
import { parseTime } from '@/utils/format';
import { gameApi, useScreenStyles, type GameApi } from './GameAdminScreen';

export type GameChannelApi = ResourceApi<GameChannelRecord, AddGameChannelForm, UpdateGameChannelForm>;

export interface GameChannelAdminViewProps {
  api: GameChannelApi;
  /** Where the game choices come from. */
  games: GameApi;
  permissions: Record<Operation, boolean>;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
}

const SORTABLE = ['id', 'gameId', 'channelName', 'channelUrl', 'createdAt'] as const;
const FIELDS = ['gameId', 'channelName', 'channelUrl'] as const;
const BLANK: FormValues = { gameId: '', channelName: '', channelUrl: '' };
const FILTER_NAMES = ['gameId', 'channelName'];
const GAME_CHOICES: ListQueryState = { page: 1, size: 200, sort: 'gameName,asc', filters: {} };

/** The games to choose from: the list machine once more, off the URL. */
function useGameChoices(games: GameApi): GameRecord[] {
  const logic = useMemo(
    () =>
      listMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<ListRow>, ListQueryState>(({ input }) => games.query(queryToApiParams(input))),
        },
      }),
    [games],
  );
  const actor = useActorRef(logic, { input: { query: GAME_CHOICES } });
  return useSelector(actor, (s) => (s.context.page?.records ?? []) as GameRecord[]);
}

function payloadOf(values: FormValues) {
  return {
    gameId: values.gameId ? Number(values.gameId) : undefined,
    channelName: values.channelName ?? '',
    channelUrl: values.channelUrl ?? '',
  };
}

interface PendingDelete {
  ids: number[];
  name: string | null;
}

export function GameChannelAdminView({ api, games, permissions, userKey, saveFile }: GameChannelAdminViewProps) {
  const { LL } = useI18nContext();
  const styles = useScreenStyles();
  const choices = useGameChoices(games);
  const gameOptions = choices.map((game) => ({ value: String(game.id), label: game.gameName }));
  const filterFields: FilterField[] = [
    { kind: 'select', name: 'gameId', label: LL.gameChannel.game(), options: gameOptions },
    { kind: 'text', name: 'channelName', label: LL.gameChannel.channelName() },
  ];
  const filterNames = useMemo(() => filterNamesOf(FILTER_NAMES.map((name) => ({ kind: 'text' as const, name, label: '' }))), []);
  const fetchPage = useCallback<FetchPage>((query) => api.query(queryToApiParams(query)), [api]);
  const { snapshot, send } = useListMachine({ fetchPage, filterNames, sortable: SORTABLE });

  const validate = useCallback((values: FormValues) => zodFieldErrors(addGameChannelForm, payloadOf(values)), []);
  const submit = useCallback(
    (values: FormValues) => {
      const body = payloadOf(values) as AddGameChannelForm;
      return values.id ? api.update({ id: Number(values.id), ...body }) : api.add(body);
    },
    [api],
  );
  const onSaved = useCallback(() => {
    notify('success', LL.list.saved(), 3000);
    send({ type: 'REFRESH' });
  }, [LL, send]);
  const form = useRecordForm({ fields: FIELDS, blank: BLANK, validate, submit, onSaved });

  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    let done = 0;
    try {
      for (const id of pendingDelete.ids) {
        await api.remove(id);
        done += 1;
      }
    } catch {
      // The api client has shown why; the list shows what is left.
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      if (done > 0) notify('success', done > 1 ? LL.list.bulkDeleted({ count: done }) : LL.list.deleted(), 3000);
      send({ type: 'REFRESH' });
    }
  };

  const G = LL.gameChannel;
  const fieldError = (field: (typeof FIELDS)[number]) =>
    reasonText(LL, form.fieldErrors[field], {
      required: field === 'gameId' ? G.gameRequired() : field === 'channelName' ? G.nameRequired() : G.urlInvalid(),
      too_long: LL.game.tooLong({ max: field === 'channelUrl' ? URL_MAX : CHANNEL_NAME_MAX }),
      invalid_format: field === 'channelUrl' ? G.urlInvalid() : LL.game.noMarkup(),
      invalid_value: field === 'gameId' ? G.gameRequired() : undefined,
    });

  const columns: Column<GameChannelRecord>[] = [
    { key: 'id', label: LL.game.id(), sortable: true },
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
    { key: 'createdAt', label: LL.game.createdAt(), sortable: true, render: (row) => parseTime(row.createdAt) ?? '' },
  ];
  const canEdit = permissions.update;
  const canDelete = permissions.delete;

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={600} weight="semibold">
          {LL.route.gameChannelAdmin()}
        </Text>
        <div className={styles.actions}>
          {permissions.list && (
            <ExportButton onExport={() => api.exportCsv(queryToApiParams(snapshot.context.query))} fileName={api.exportFileName} save={saveFile} />
          )}
          {permissions.add && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => form.send({ type: 'OPEN_NEW' })}>
              {LL.list.create()}
            </Button>
          )}
        </div>
      </div>
      <FilterBar
        fields={filterFields}
        values={snapshot.context.query.filters}
        onSearch={(filters) => send({ type: 'SET_FILTERS', filters })}
        onReset={() => send({ type: 'RESET' })}
      />
      <DataTable<GameChannelRecord>
        tableId="gameChannels"
        caption={LL.route.gameChannelAdmin()}
        columns={columns}
        snapshot={snapshot}
        send={send}
        userKey={userKey}
        selectable={canDelete}
        rowName={(row) => row.channelName}
        rowActions={
          canEdit || canDelete
            ? (row) => (
                <>
                  {canEdit && (
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      onClick={() =>
                        form.send({
                          type: 'OPEN_EDIT',
                          id: row.id,
                          values: { id: String(row.id), gameId: String(row.gameId), channelName: row.channelName, channelUrl: row.channelUrl },
                        })
                      }
                    >
                      {LL.list.edit()}
                    </Button>
                  )}
                  {canDelete && (
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setPendingDelete({ ids: [row.id], name: row.channelName })}>
                      {LL.list.delete()}
                    </Button>
                  )}
                </>
              )
            : undefined
        }
        bulkActions={
          canDelete ? (
            <Button icon={<DeleteRegular />} onClick={() => setPendingDelete({ ids: snapshot.context.selection.map(Number), name: null })}>
              {LL.list.deleteSelected()}
            </Button>
          ) : undefined
        }
      />
      <FormDialog
        open={form.open}
        title={form.editing ? G.editTitle() : G.createTitle()}
        busy={form.busy}
        formError={form.formError ? reasonText(LL, form.formError.reason ?? 'internal_error') : null}
        confirmingClose={form.confirmingClose}
        onSubmit={() => form.send({ type: 'SUBMIT' })}
        onClose={() => form.send({ type: 'CLOSE' })}
        onDiscard={() => form.send({ type: 'DISCARD' })}
        onKeepEditing={() => form.send({ type: 'KEEP_EDITING' })}
      >
        <Field label={G.game()} required validationMessage={fieldError('gameId')}>
          <Select value={form.values.gameId ?? ''} onChange={(_, data) => form.send({ type: 'CHANGE', field: 'gameId', value: data.value })}>
            <option value="">{G.chooseGame()}</option>
            {gameOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
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
      </FormDialog>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete?.name ? LL.list.deleteTitle() : LL.list.bulkDeleteTitle()}
        text={pendingDelete?.name ? LL.list.deleteText({ name: pendingDelete.name }) : LL.list.bulkDeleteText({ count: pendingDelete?.ids.length ?? 0 })}
        confirmLabel={LL.list.delete()}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}

const channelApi: GameChannelApi = resourceApi<GameChannelRecord, AddGameChannelForm, UpdateGameChannelForm>('game', 'GameChannel');

export default function GameChannelAdminScreen() {
  const roles = useAuthSelector((snapshot) => snapshot.context.roles);
  const userId = useAuthSelector((snapshot) => snapshot.context.user?.id);
  const permissions = useMemo(() => entityPermissions(roles, 'GameChannel'), [roles]);
  return <GameChannelAdminView api={channelApi} games={gameApi} permissions={permissions} userKey={String(userId ?? 'anonymous')} />;
}
