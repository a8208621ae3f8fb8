/**
 * The one list screen of a managed resource: title with export and create, filter bar, data
 * table with edit/delete row actions and bulk delete, the record form dialog and the delete
 * confirmation. A screen declares its columns, filters and form fields; the state lives in the
 * list, form and deletion machines. What the user may do comes in once, as `permissions`.
 */
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { Button, makeStyles, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Operation } from '@contracts/permissions.js';
import type { FilterParamOf, RecordOf, ResourceContract, SortKeyOf } from '@contracts/resourceContract.js';
import { queryToApiParams, type Filters, type RowId } from '@machines/list.machine.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { notify } from '@/api/notifier';
import type { ResourceApi } from '@/api/resources';
import { exportColumnsOf, type ListColumn } from '@/list/listColumns';
import { FormNavigationGuard } from '@/list/FormNavigationGuard';
import { useDeletion, type Refusals } from '@/list/useDeletion';
import { useListMachine } from '@/list/useListMachine';
import { useCheckedFetch } from '@/list/checkedFetch';
import { emptyListText } from '@/list/emptyListText';
import { exportNameOf } from '@/list/exportName';
import { useRecordForm, type RecordForm } from '@/list/useRecordForm';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { ExportButton, type ExportKind } from './ExportButton';
import { FilterBar, filterNamesOf, type FilterField } from './FilterBar';
import { RecordFormDialog } from './RecordFormDialog';
import { useFocusRequest } from './returnFocus';
import type { RowAction } from './RowActions';

export interface RecordFormSpec<Row> {
  fields: readonly string[];
  blank: FormValues;
  /** Client rules (stable reference: useCallback or module level). */
  validate: (values: FormValues) => FieldErrors;
  /** Create (no `id` value) or update (stable reference). */
  submit: (values: FormValues) => Promise<unknown>;
  /** A row as the dialog's values, `id` included. */
  valuesOf: (row: Row) => FormValues;
  createTitle: string;
  editTitle: string;
  /** The dialog's inputs. */
  render: (form: RecordForm) => ReactNode;
  /** The notice after a save; null for none (the screen says it its own way). Default "Saved.". */
  savedNotice?: string | null;
}

export interface ResourceListViewProps<C extends ResourceContract, Row = RecordOf<C>> {
  title: string;
  tableId: string;
  /** The screen's name in export file names (`statistics`); default: the table id. */
  exportName?: string;
  /** The resource's calls, from its contract (src/api/resources.ts). */
  api: ResourceApi<C>;
  permissions: Record<Operation, boolean>;
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** The columns; a function of the list's controls when a cell acts on its row (e.g. settlement). */
  columns: readonly ListColumn<C>[] | ((list: ListControls) => readonly ListColumn<C>[]);
  /** Filters by the contract's names. */
  filterFields: readonly FilterField<FilterParamOf<C>>[];
  /** The sortable headers: the contract's sort keys (default), or fewer. */
  sortable?: readonly SortKeyOf<C>[];
  rowName: (row: Row) => string;
  /** The create/edit form; without it there is no Create button and no Edit action. */
  form?: RecordFormSpec<Row>;
  /** The Create button's words where the screen has its own ("Generate keys"). */
  createLabel?: string;
  /** The rows the form edits (default: every row the user may update), e.g. an author's own. */
  editable?: (row: Row) => boolean;
  /** The screen's own row actions, between Edit and Delete (e.g. freeze, members). */
  rowActions?: (row: Row, list: ListControls) => RowAction[];
  /** The screen's own words for some delete refusals (stable reference), e.g. in_use. */
  refusals?: Refusals;
  /** The screen's own navigation between its title and its filters (e.g. tabs). */
  belowTitle?: ReactNode | ((list: ListControls) => ReactNode);
  /** More buttons beside Export and Create. */
  headActions?: ReactNode;
  /** Shown between the filters and the table, given the rows of the current page (e.g. a schedule strip). */
  aboveTable?: (records: readonly Row[]) => ReactNode;
  /** The screen's own dialogs and drawers, given the list's controls. */
  extras?: (list: ListControls) => ReactNode;
  /**
   * Filters the list opens on and Reset returns to (e.g. a review queue on `status=pending`);
   * a user who clears one keeps it cleared in the URL. Stable by value.
   */
  defaultFilters?: Filters;
  /** The sort the list opens with, and Reset returns to (`countTime,asc`); default: the contract's. */
  defaultSort?: string;
  /** URL parameters the screen owns (e.g. its tab), kept when the list rewrites the query. */
  keepParams?: readonly string[];
  /** What the empty list says will appear here (default: change the filters, or create one). */
  emptyText?: string;
  /**
   * The screen's own actions on the selected rows (e.g. approve selected), given those rows of
   * the page; when given, rows can be selected even without the right to delete.
   */
  bulkActions?: (selected: readonly Row[], list: ListControls) => ReactNode;
}

/** What a screen's own actions may do to the list. */
export interface ListControls {
  /** Load the current page again (after an action changed a row). */
  refresh: () => void;
  /** Unselect every row (after a bulk action handled them). */
  clearSelection: () => void;
  /** Bring focus back to this row once the list is read again (after an action on it; returnFocus.ts). */
  returnFocus?: (id: RowId, from?: Element | null) => void;
}

/** The form hook's inputs when a screen has no form (never opened). */
const NO_FORM: Pick<RecordFormSpec<unknown>, 'fields' | 'blank' | 'validate' | 'submit'> = {
  fields: [],
  blank: {},
  validate: () => ({}),
  submit: async () => undefined,
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  // The buttons wrap as wholes on a phone, never their labels ("キーを / 生成" in a tall button).
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, '& button': { whiteSpace: 'nowrap' } },
});

export function ResourceListView<C extends ResourceContract>(props: ResourceListViewProps<C>) {
  type Row = RecordOf<C> & { id: number };
  const { title, tableId, api, permissions, userKey, saveFile, columns, filterFields, rowName } = props;
  const sortable = props.sortable ?? api.contract.sort;
  const { LL, locale } = useI18nContext();
  const styles = useStyles();
  const restoreFocus = useRestoreFocusTarget();

  // Names only: options and labels may change (translations, loaded choices) without a new list.
  const namesKey = filterNamesOf(filterFields).join(',');
  const filterNames = useMemo(() => (namesKey ? namesKey.split(',') : []), [namesKey]);
  const fetch = useCheckedFetch(api, filterFields);
  const { defaultFilters, defaultSort, keepParams } = props;
  const defaults = useMemo(
    () => ({ ...(defaultFilters && { filters: defaultFilters }), ...(defaultSort && { sort: defaultSort }) }),
    [defaultFilters, defaultSort],
  );
  const { snapshot, send } = useListMachine({ fetch, filterNames, sortable, defaults, keep: keepParams });
  const refresh = useCallback(() => send({ type: 'REFRESH' }), [send]);
  const clearSelection = useCallback(() => send({ type: 'CLEAR_SELECTION' }), [send]);
  const focus = useFocusRequest(snapshot);

  const editForm = props.form;
  const savedNotice = editForm?.savedNotice === undefined ? LL.list.saved() : editForm.savedNotice;
  const onSaved = useCallback(() => {
    if (savedNotice) notify('success', savedNotice, 3000);
    refresh();
  }, [savedNotice, refresh]);
  const form = useRecordForm({ ...(editForm ?? NO_FORM), onSaved });

  const remove = useCallback((id: number) => api.remove(id), [api]);
  const deletion = useDeletion(remove, refresh, props.refusals);
  const pending = deletion.snapshot.context;

  const { update: canEdit, delete: canDelete } = permissions;
  const { returnFocus } = focus;
  const controls = useMemo<ListControls>(() => ({ refresh, clearSelection, returnFocus }), [refresh, clearSelection, returnFocus]);
  const records = (snapshot.context.page?.records ?? []) as Row[];
  const shownColumns = typeof columns === 'function' ? columns(controls) : columns;
  // The visible columns in the user's order, as the table last reported them (for the export).
  const visibleKeys = useRef<readonly string[]>([]);
  const onVisibleColumns = useCallback((keys: readonly string[]) => {
    visibleKeys.current = keys;
  }, []);
  const exportCsv = (kind: ExportKind) => {
    const params = queryToApiParams(snapshot.context.query);
    if (kind === 'raw') return api.exportCsv(params);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const columnKeys = exportColumnsOf(api.contract, shownColumns, visibleKeys.current);
    return api.exportCsv(params, { columns: columnKeys, lang: locale, tz });
  };
  const selected = records.filter((row) => snapshot.context.selection.includes(row.id));
  const screenBulk = props.bulkActions?.(selected, controls);
  const { rowActions: screenActions } = props;
  const rowActions = (row: Row): RowAction[] => [
    ...(canEdit && editForm && (props.editable?.(row) ?? true)
      ? [
          {
            id: 'edit',
            label: LL.list.edit(),
            icon: <EditRegular />,
            run: () => form.send({ type: 'OPEN_EDIT', id: row.id, values: editForm.valuesOf(row) }),
          },
        ]
      : []),
    ...(screenActions ? screenActions(row, controls) : []),
    ...(canDelete
      ? [
          {
            id: 'delete',
            label: LL.list.delete(),
            icon: <DeleteRegular />,
            danger: true,
            run: () => deletion.send({ type: 'ASK', ids: [row.id], name: rowName(row) }),
          },
        ]
      : []),
  ];
  const hasRowActions =
    (canEdit && editForm !== undefined) || canDelete || screenActions !== undefined;

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={600} weight="semibold">
          {title}
        </Text>
        <div className={styles.actions}>
          {permissions.list && (
            <ExportButton onExport={exportCsv} fileBase={props.exportName ?? exportNameOf(tableId)} save={saveFile} />
          )}
          {props.headActions}
          {permissions.add && editForm && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => form.send({ type: 'OPEN_NEW' })} {...restoreFocus}>
              {props.createLabel ?? LL.list.create()}
            </Button>
          )}
        </div>
      </div>
      {typeof props.belowTitle === 'function' ? props.belowTitle(controls) : props.belowTitle}
      <FilterBar
        fields={[...filterFields]}
        values={snapshot.context.query.filters}
        onSearch={(filters) => send({ type: 'SET_FILTERS', filters })}
        onReset={() => send({ type: 'RESET' })}
      />
      {props.aboveTable?.(records)}
      <DataTable<Row>
        tableId={tableId}
        caption={title}
        columns={shownColumns}
        onVisibleColumns={onVisibleColumns}
        snapshot={snapshot}
        send={send}
        userKey={userKey}
        selectable={canDelete || props.bulkActions !== undefined}
        rowName={rowName}
        emptyText={emptyListText(LL, snapshot.context.query.filters, defaultFilters, props.emptyText, Boolean(permissions.add && editForm))}
        rowActions={hasRowActions ? rowActions : undefined}
        returnFocusTo={focus.request}
        bulkActions={
          canDelete || screenBulk ? (
            <>
              {screenBulk}
              {canDelete && (
                <Button
                  icon={<DeleteRegular />}
                  onClick={() =>
                    deletion.send({
                      type: 'ASK',
                      ids: snapshot.context.selection.map(Number),
                      name: null,
                    })
                  }
                >
                  {LL.list.deleteSelected()}
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      {editForm && <FormNavigationGuard form={form} />}
      {editForm && (
        <RecordFormDialog
          form={form}
          title={form.editing ? editForm.editTitle : editForm.createTitle}
        >
          {editForm.render(form)}
        </RecordFormDialog>
      )}
      {props.extras?.(controls)}
      <ConfirmDialog
        open={!deletion.snapshot.matches('idle')}
        title={pending.name ? LL.list.deleteTitle() : LL.list.bulkDeleteTitle()}
        text={
          pending.name
            ? LL.list.deleteText({ name: pending.name })
            : LL.list.bulkDeleteText({ count: pending.ids.length })
        }
        confirmLabel={LL.list.delete()}
        busy={deletion.snapshot.hasTag('busy')}
        onConfirm={() => deletion.send({ type: 'CONFIRM' })}
        onCancel={() => deletion.send({ type: 'CANCEL' })}
      />
    </div>
  );
}
