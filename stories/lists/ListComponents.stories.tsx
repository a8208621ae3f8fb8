import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '@fluentui/react-components';
import { createActor, fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { PageRecords, PageTotal } from '@contracts/envelope.js';
import {
  listMachine,
  type ListEvent,
  type ListQueryState,
  type ListRow,
} from '@machines/list.machine.js';
import { DataTable } from '@/components/list/DataTable';
import { FilterBar } from '@/components/list/FilterBar';
import { FormDialog } from '@/components/list/FormDialog';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import { StatusBadge } from '@/components/list/StatusBadge';
import { TextField } from '@/screens/shared/TextField';
import { sampleGames } from '../../tests/fixtures/lists/gameFixtures';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Text as="h1" size={500} weight="semibold">
        {title}
      </Text>
      {children}
    </div>
  );
}

/**
 * The table over a list actor with a fixture page (no router: events go straight to the actor).
 * `counting`: the count never arrives, so the rows show while the pager and the totals row wait.
 */
function TableDemo({ total, selected, counting = false }: { total: number; selected: number[]; counting?: boolean }) {
  const actor = useMemo(() => {
    const rows = sampleGames(total);
    const logic = listMachine.provide({
      actors: {
        fetchRecords: fromPromise<PageRecords<ListRow>, ListQueryState>(async () => ({
          records: rows.slice(0, 10),
          page: 1,
          size: 10,
        })),
        fetchTotal: fromPromise<PageTotal, ListQueryState>(() => (counting ? new Promise<never>(() => {}) : Promise.resolve({ total }))),
      },
    });
    return createActor(logic, { input: { defaults: { size: 10 } } }).start();
  }, [total, counting]);
  const snapshot = useSelector(actor, (s) => s);
  const send = (event: ListEvent) => actor.send(event);
  if (snapshot.matches({ rows: 'ready' }) && selected.length > 0 && snapshot.context.selection.length === 0) {
    queueMicrotask(() => selected.forEach((id) => actor.send({ type: 'SELECT', id })));
  }
  return (
    <Frame title="Data table">
      <DataTable<ListRow & { gameName?: string; gameLabel?: string; channelCount?: number }>
        tableId="story"
        caption="Games"
        snapshot={snapshot}
        send={send}
        selectable
        rowName={(row) => String(row.gameName)}
        columns={[
          { key: 'id', label: 'ID', sortable: true },
          { key: 'gameName', label: 'Game name', sortable: true, hideable: false },
          {
            key: 'gameLabel',
            label: 'Label',
            render: (row) => <StatusBadge label={String(row.gameLabel)} tone="brand" />,
          },
          // A column with a total: its totals row shows once the list has sums (here only while counting).
          { key: 'channelCount', label: 'Channels', numeric: true, total: (sums) => String(sums.channelCount ?? '') },
        ]}
        bulkActions={<Text>Bulk actions here</Text>}
      />
    </Frame>
  );
}

const meta = {
  title: 'Lists/Components',
  component: TableDemo,
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  args: { total: 42, selected: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Games' })).toBeVisible();
  },
};

export const TableWithSelection: Story = {
  args: { total: 12, selected: [1, 2] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 selected')).toBeVisible();
  },
};

/** The same table on the app's mobile device: cards with the row selection on each. */
export const TableAsCards: Story = {
  args: { total: 12, selected: [2] },
  parameters: { shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Games' });
    await expect(within(cards).getAllByRole('article')).toHaveLength(10);
    await expect(await canvas.findByText('1 selected')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};

/** The page's rows before its count: "Counting…" in the pager and the totals row, no page count. */
export const TableCounting: Story = {
  args: { total: 42, selected: [], counting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Games' });
    await expect(await within(table).findByText('Rocket Racer 1')).toBeVisible();
    await expect(within(table).getByText('Counting…')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByText('Counting…')).toBeVisible();
    await expect(within(pager).getByText('Page 1')).toBeVisible();
    await expect(within(pager).getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const Filters: Story = {
  args: { total: 0, selected: [] },
  render: () => (
    <Frame title="Filter bar">
      <FilterBar
        fields={[
          { kind: 'text', name: 'gameName', label: 'Name or label' },
          {
            kind: 'select',
            name: 'status',
            label: 'Status',
            options: [
              { value: 'normal', label: 'Normal' },
              { value: 'frozen', label: 'Disabled' },
            ],
          },
          { kind: 'date', name: 'day', label: 'Day' },
          { kind: 'dateRange', name: 'createdAt', label: 'Created' },
        ]}
        values={{ gameName: 'rocket' }}
        onSearch={() => {}}
        onReset={() => {}}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name or label' })).toHaveValue(
      'rocket',
    );
  },
};

export const FormDialogOpen: Story = {
  args: { total: 0, selected: [] },
  render: () => (
    <Frame title="Form dialog">
      <FormDialog
        open
        title="New game"
        onSubmit={() => {}}
        onClose={() => {}}
        onDiscard={() => {}}
        onKeepEditing={() => {}}
      >
        <TextField
          label="Game name"
          required
          value=""
          error="Enter the game name."
          onChange={() => {}}
        />
      </FormDialog>
    </Frame>
  ),
};

export const UnsavedChanges: Story = {
  args: { total: 0, selected: [] },
  render: () => (
    <Frame title="Form dialog">
      <FormDialog
        open
        confirmingClose
        title="Edit game"
        onSubmit={() => {}}
        onClose={() => {}}
        onDiscard={() => {}}
        onKeepEditing={() => {}}
      >
        <TextField label="Game name" required value="Rocket Racer!" onChange={() => {}} />
      </FormDialog>
    </Frame>
  ),
};

export const Confirm: Story = {
  args: { total: 0, selected: [] },
  render: () => (
    <Frame title="Confirm dialog">
      <ConfirmDialog
        open
        title="Delete this record?"
        text="“Rocket Racer” will be deleted."
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    </Frame>
  ),
};
