/**
 * The date, month and range pickers as a user works them, in the user's language: quick
 * ranges, typing a date in the language's format, choosing a month in the calendar, the
 * keyboard, and day names and the first day of the week per language. What reaches the list
 * is always `YYYY-MM-DD` / `YYYY-MM` under `<name>From` / `<name>To`.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Locales } from '@locales/i18n-types';
import { FilterBar, type FilterField } from '@/components/list/FilterBar';
import { renderTool } from './support/toolsKit';

configure({ asyncUtilTimeout: 5000 });

const FIELDS: FilterField[] = [
  { kind: 'date', name: 'day', label: 'Day' },
  { kind: 'dateRange', name: 'createdAt', label: 'Created' },
  { kind: 'dateRange', name: 'countTime', label: 'Month', unit: 'month' },
];

/** The filter bar, once its language has loaded. */
async function showFilters(locale: Locales = 'en', values: Record<string, string> = {}) {
  const onSearch = vi.fn();
  const view = renderTool(
    <FilterBar fields={FIELDS} values={values} onSearch={onSearch} onReset={() => {}} />,
    { locale },
  );
  await screen.findByRole('search');
  return { ...view, onSearch };
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const usText = (date: Date) => `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;

describe('date pickers', () => {
  it('fills a range from a quick range and searches it as YYYY-MM-DD', async () => {
    const { user, onSearch } = await showFilters();
    await user.click(screen.getByRole('button', { name: 'Quick ranges for Created' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Last month' }));
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const last = new Date(today.getFullYear(), today.getMonth(), 0);
    expect(screen.getByRole('combobox', { name: 'Created from' })).toHaveValue(usText(first));
    expect(screen.getByRole('combobox', { name: 'Created to' })).toHaveValue(usText(last));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ createdAtFrom: iso(first), createdAtTo: iso(last) });
  });

  it('offers today, this month, last month and the last 30 days for days; months for months', async () => {
    const { user, onSearch } = await showFilters();
    await user.click(screen.getByRole('button', { name: 'Quick ranges for Created' }));
    const days = await screen.findAllByRole('menuitem');
    expect(days.map((item) => item.textContent)).toEqual(['Today', 'This month', 'Last month', 'Last 30 days']);
    await user.click(screen.getByRole('menuitem', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Quick ranges for Month' }));
    await user.click(await screen.findByRole('menuitem', { name: 'This month' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const today = new Date();
    expect(onSearch).toHaveBeenLastCalledWith({
      createdAtFrom: iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)),
      createdAtTo: iso(today),
      countTimeFrom: iso(today).slice(0, 7),
      countTimeTo: iso(today).slice(0, 7),
    });
  });

  it('reads a date typed in the user’s format: Chinese year first, Spanish day first', async () => {
    const zh = await showFilters('zh');
    const day = zh.getByRole('combobox', { name: 'Day' });
    expect(day).toHaveAttribute('placeholder', '年/月/日');
    await zh.user.type(day, '2026/3/5');
    await zh.user.tab();
    expect(day).toHaveValue('2026/03/05');
    await zh.user.click(zh.getByRole('button', { name: '搜索' }));
    expect(zh.onSearch).toHaveBeenLastCalledWith({ day: '2026-03-05' });
    zh.unmount();

    const es = await showFilters('es');
    const esDay = es.getByRole('combobox', { name: 'Day' });
    expect(esDay).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await es.user.type(esDay, '5/3/2026');
    await es.user.tab();
    expect(esDay).toHaveValue('05/03/2026');
  });

  it('refuses text that is not a date, saying how to type one', async () => {
    const { user, onSearch } = await showFilters();
    await user.type(screen.getByRole('combobox', { name: 'Day' }), 'next tuesday');
    await user.tab();
    expect(
      await screen.findByText('Type the date as mm/dd/yyyy, or choose it in the calendar.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.lastCall?.[0].day ?? '').toBe('');
  });

  it('chooses a month in the calendar, its months named in the user’s language', async () => {
    const { user, onSearch } = await showFilters('es', { countTimeFrom: '2025-11' });
    const from = screen.getByRole('combobox', { name: 'Month desde' });
    expect(from).toHaveValue('noviembre de 2025');
    await user.click(screen.getByRole('combobox', { name: 'Month hasta' }));
    const year = await screen.findByRole('grid', { name: String(new Date().getFullYear()) });
    await user.click(within(year).getByRole('gridcell', { name: 'enero' }));
    const to = screen.getByRole('combobox', { name: 'Month hasta' });
    await waitFor(() => expect(to).toHaveValue(`enero de ${new Date().getFullYear()}`));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenLastCalledWith({
      countTimeFrom: '2025-11',
      countTimeTo: `${new Date().getFullYear()}-01`,
    });
  });

  it('is worked with the keyboard: arrow down opens the calendar on the day, Enter chooses, Escape closes', async () => {
    const { user } = await showFilters('en', { day: '2026-03-05' });
    const day = screen.getByRole('combobox', { name: 'Day' });
    day.focus();
    await user.keyboard('{ArrowDown}');
    const grid = await screen.findByRole('grid', { name: /March 2026/ });
    // The chosen day has the focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-selected', 'true'));
    expect(document.activeElement).toHaveTextContent(/^5$/);
    // (Arrow keys move between days through Fluent's focus manager: checked in Chromium.)
    within(grid).getByRole('button', { name: '13, March, 2026' }).closest('td')!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(day).toHaveValue('03/13/2026'));
    day.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('grid', { name: /March 2026/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(day).toHaveValue('03/13/2026');
  });

  it.each([
    ['en', 'Sunday', 'S'],
    ['zh', '星期一', '一'],
    ['es', 'lunes', 'L'],
    ['ja', '日曜日', '日'],
  ] as const)('names the days in %s and starts the week on %s', async (locale, first, short) => {
    const { user } = await showFilters(locale, { day: '2026-03-05' });
    await user.click(screen.getByRole('combobox', { name: 'Day' }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', first);
    expect(headers[0]).toHaveTextContent(short);
  });
});
