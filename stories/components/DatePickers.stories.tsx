import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@fluentui/react-components';
import { DateField, type DateUnit } from '@/components/dates/DateField';
import { DateRangeField } from '@/components/dates/DateRangeField';

/** A day or month field and a range, each showing the value the URL would keep. */
function Pickers({ unit, value, from, to }: { unit: DateUnit; value: string; from: string; to: string }) {
  const [single, setSingle] = useState(value);
  const [range, setRange] = useState({ from, to });
  // Quick ranges counted from a fixed day, so the story shows the same ranges every day.
  const today = new Date(2026, 10, 23);
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 520 }}>
      <Text as="h1" size={500} weight="semibold">
        Date pickers
      </Text>
      <DateField unit={unit} label={unit === 'month' ? 'Month' : 'Day'} value={single} onChange={setSingle} />
      <Text data-testid="single">{single || '(none)'}</Text>
      <DateRangeField label="Period" unit={unit} from={range.from} to={range.to} onChange={setRange} today={today} />
      <Text data-testid="range">{`${range.from || '…'} → ${range.to || '…'}`}</Text>
    </div>
  );
}

const meta = {
  title: 'Components/Date pickers',
  component: Pickers,
  args: { unit: 'day', value: '', from: '', to: '' },
} satisfies Meta<typeof Pickers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Days in the user's format; a quick range fills both ends. */
export const Days: Story = {
  args: { value: '2026-03-05' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveValue('03/05/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Quick ranges for Period' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Last month' }));
    await waitFor(() => expect(canvas.getByTestId('range')).toHaveTextContent('2026-10-01 → 2026-10-31'));
  },
};

/** Months, named in the user's language; typed as mm/yyyy or chosen in the calendar. */
export const Months: Story = {
  args: { unit: 'month', value: '2026-03', from: '2026-01', to: '2026-03' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    await expect(month).toHaveValue('March 2026');
    await userEvent.clear(month);
    await userEvent.type(month, '11/2025');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByTestId('single')).toHaveTextContent('2025-11'));
    await expect(month).toHaveValue('November 2025');
  },
};

/** The same in Chinese: year first, the week from Monday. */
export const DaysChinese: Story = {
  args: { value: '2026-03-05', from: '2026-03-01', to: '2026-03-31' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = await canvas.findByRole('combobox', { name: 'Day' });
    await expect(day).toHaveValue('2026/03/05');
    await userEvent.click(day);
    const headers = await within(document.body).findAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('aria-label', '星期一');
  },
};

/** Text that is not a date is refused, saying how to type one. */
export const NotADate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Day' }), '31/31/2026');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Type the date as mm/dd/yyyy, or choose it in the calendar.'),
    ).toBeVisible();
  },
};
