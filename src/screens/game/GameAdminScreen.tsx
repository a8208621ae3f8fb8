/**
 * Games (/wn/game-admin, ADMIN): list with a name filter, sorting and paging in the URL,
 * create and edit in the form dialog, delete and bulk delete with confirmation, CSV export of
 * the current filter. What the user may do is decided once, from their roles.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { addGameForm, GAME_LABEL_MAX, GAME_NAME_MAX, type AddGameForm, type GameRecord, type UpdateGameForm } from '@contracts/game.js';
import { entityPermissions, type Operation } from '@contracts/permissions.js';
import type { FormValues } from '@machines/submission.machine.js';
import { queryToApiParams } from '@machines/list.machine.js';
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

export type GameApi = ResourceApi<GameRecord, AddGameForm, UpdateGameForm>;

export interface GameAdminViewProps {
  api: GameApi;
  permissions: Record<Operation, boolean>;
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
}

const SORTABLE = ['id', 'gameName', 'gameLabel', 'createdAt', 'updatedAt'] as const;
const FIELDS = ['gameName', 'gameLabel'] as const;
const BLANK: FormValues = { gameName: '', gameLabel: '' };

export const useScreenStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface PendingDelete {
  ids: number[];
  name: string | null;
}

export function GameAdminView({ api, permissions, userKey, saveFile }: GameAdminViewProps) {
  const { LL } = useI18nContext();
  const styles = useScreenStyles();
  const filterFields: FilterField[] = [
    { kind: 'text', name: 'gameName', label: LL.game.filterName() },
    { kind: 'dateRange', name: 'createdAt', label: LL.game.createdAt() },
  ];
  const filterNames = useMemo(() => filterNamesOf([{ kind: 'text', name: 'gameName', label: '' }, { kind: 'dateRange', name: 'createdAt', label: '' }]), []);
  const fetchPage = useCallback<FetchPage>((query) => api.query(queryToApiParams(query)), [api]);
  const list = useListMachine({ fetchPage, filterNames, sortable: SORTABLE });
  const { snapshot, send } = list;

  const validate = useCallback(
    (values: FormValues) => zodFieldErrors(addGameForm, { gameName: values.gameName ?? '', gameLabel: values.gameLabel ?? '' }),
    [],
  );
  const submit = useCallback(
    (values: FormValues) => {
      const body = { gameName: values.gameName ?? '', gameLabel: values.gameLabel ?? '' };
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

  const fieldError = (field: 'gameName' | 'gameLabel') =>
    reasonText(LL, form.fieldErrors[field], {
      required: field === 'gameName' ? LL.game.nameRequired() : undefined,
      too_long: LL.game.tooLong({ max: field === 'gameName' ? GAME_NAME_MAX : GAME_LABEL_MAX }),
      invalid_format: LL.game.noMarkup(),
    });

  const columns: Column<GameRecord>[] = [
    { key: 'id', label: LL.game.id(), sortable: true },
    { key: 'gameName', label: LL.game.gameName(), sortable: true, hideable: false },
    { key: 'gameLabel', label: LL.game.gameLabel(), sortable: true },
    { key: 'channelCount', label: LL.game.channelCount() },
    { key: 'createdAt', label: LL.game.createdAt(), sortable: true, render: (row) => parseTime(row.createdAt) ?? '' },
    { key: 'updatedAt', label: LL.game.updatedAt(), sortable: true, render: (row) => parseTime(row.updatedAt) ?? '' },
  ];
  const canEdit = permissions.update;
  const canDelete = permissions.delete;

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={600} weight="semibold">
          {LL.route.gameAdmin()}
        </Text>
        <div className={styles.actions}>
          {permissions.list && (
            <ExportButton
              onExport={() => api.exportCsv(queryToApiParams(snapshot.context.query))}
              fileName={api.exportFileName}
              save={saveFile}
            />
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
      <DataTable<GameRecord>
        tableId="games"
        caption={LL.route.gameAdmin()}
        columns={columns}
        snapshot={snapshot}
        send={send}
        userKey={userKey}
        selectable={canDelete}
        rowName={(row) => row.gameName}
        rowActions={
          canEdit || canDelete
            ? (row) => (
                <>
                  {canEdit && (
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      onClick={() =>
                        form.send({ type: 'OPEN_EDIT', id: row.id, values: { id: String(row.id), gameName: row.gameName, gameLabel: row.gameLabel } })
                      }
                    >
                      {LL.list.edit()}
                    </Button>
                  )}
                  {canDelete && (
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setPendingDelete({ ids: [row.id], name: row.gameName })}>
                      {LL.list.delete()}
                    </Button>
                  )}
                </>
              )
            : undefined
        }
        bulkActions={
          canDelete ? (
            <Button
              icon={<DeleteRegular />}
              onClick={() => setPendingDelete({ ids: snapshot.context.selection.map(Number), name: null })}
            >
              {LL.list.deleteSelected()}
            </Button>
          ) : undefined
        }
      />
      <FormDialog
        open={form.open}
        title={form.editing ? LL.game.editTitle() : LL.game.createTitle()}
        busy={form.busy}
        formError={form.formError ? reasonText(LL, form.formError.reason ?? 'internal_error') : null}
        confirmingClose={form.confirmingClose}
        onSubmit={() => form.send({ type: 'SUBMIT' })}
        onClose={() => form.send({ type: 'CLOSE' })}
        onDiscard={() => form.send({ type: 'DISCARD' })}
        onKeepEditing={() => form.send({ type: 'KEEP_EDITING' })}
      >
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
      </FormDialog>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete?.name ? LL.list.deleteTitle() : LL.list.bulkDeleteTitle()}
        text={
          pendingDelete?.name
            ? LL.list.deleteText({ name: pendingDelete.name })
            : LL.list.bulkDeleteText({ count: pendingDelete?.ids.length ?? 0 })
        }
        confirmLabel={LL.list.delete()}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}

export const gameApi: GameApi = resourceApi<GameRecord, AddGameForm, UpdateGameForm>('game', 'Game');

export default function GameAdminScreen() {
  const roles = useAuthSelector((snapshot) => snapshot.context.roles);
  const userId = useAuthSelector((snapshot) => snapshot.context.user?.id);
  const permissions = useMemo(() => entityPermissions(roles, 'Game'), [roles]);
  return <GameAdminView api={gameApi} permissions={permissions} userKey={String(userId ?? 'anonymous')} />;
}
