/**
 * The two reports as they are clicked (docs/reports.md): launch records filtered by script,
 * platform, days and device (sent as the API names them, kept in the URL, the daily figures
 * following the script and days), a device id that cannot be one refused before a search, the
 * export as shown; search statistics on the last 30 days, the found-nothing view, a keyword's
 * trend over the list's period, and the export in the user's language.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { defaultPeriod } from '@contracts/reports.js';
import { RecordAdminView } from '@/screens/reports/RecordAdminScreen';
import { SearchAdminView } from '@/screens/reports/SearchAdminScreen';
import { renderTool } from './support/toolsKit';
import { fixtureKeywordsApi, fixtureLaunchRecordsApi, fixtureReportReads, fixtureScripts } from '../fixtures/reports/reportFixtures';

configure({ asyncUtilTimeout: 5000 });

const VIEW = { userKey: 't', saveFile: () => {} };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('the launch records screen', () => {
  it('opens on every launch, newest first, under every script\'s daily devices', async () => {
    const records = fixtureLaunchRecordsApi();
    const figures = fixtureReportReads();
    renderTool(<RecordAdminView api={records.api} reads={figures.reads} scripts={fixtureScripts} {...VIEW} />, { path: '/wn/record-admin' });
    expect(await screen.findByText('12 records')).toBeInTheDocument();
    expect(records.calls.query.at(-1)).not.toHaveProperty('dayFrom');
    expect(figures.calls.launchFigures.at(-1)).toEqual({ scriptId: undefined, dayFrom: undefined, dayTo: undefined });
    expect(await screen.findByText(/All scripts, 2026-11-20 to 2026-11-26/)).toBeInTheDocument();
  });

  it('filters by script, platform and days; the figures follow the script and days', async () => {
    const records = fixtureLaunchRecordsApi();
    const figures = fixtureReportReads();
    const { user } = renderTool(<RecordAdminView api={records.api} reads={figures.reads} scripts={fixtureScripts} {...VIEW} />, {
      path: '/wn/record-admin',
      aside: <Where />,
    });
    await screen.findByText('12 records');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Script' }), 'Quick Clicker Pro');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'VMOS');
    const days = screen.getByRole('group', { name: 'Day (UTC)' });
    await user.type(within(days).getByLabelText('Day (UTC) from'), '2026-11-24');
    await user.type(within(days).getByLabelText('Day (UTC) to'), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(records.calls.query.at(-1)).toMatchObject({ scriptId: '2', platform: 'vmos', dayFrom: '2026-11-24', dayTo: '2026-11-26', page: 1 }));
    expect(screen.getByTestId('where').textContent).toContain('scriptId=2');
    await waitFor(() => expect(figures.calls.launchFigures.at(-1)).toEqual({ scriptId: 2, dayFrom: '2026-11-24', dayTo: '2026-11-26' }));
    expect(await screen.findByText(/Quick Clicker Pro, 2026-11-24 to 2026-11-26/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Launch Records' });
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('VMOS');
  });

  it('says a device id that cannot be one under the field and does not search it', async () => {
    const records = fixtureLaunchRecordsApi();
    const { user } = renderTool(<RecordAdminView api={records.api} reads={fixtureReportReads().reads} scripts={fixtureScripts} {...VIEW} />, { path: '/wn/record-admin' });
    await screen.findByText('12 records');
    const asked = records.calls.query.length;
    const device = screen.getByRole('textbox', { name: 'Device' });
    await user.type(device, "x' or 1=1");
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This value is not in the expected format.')).toBeInTheDocument();
    expect(records.calls.query).toHaveLength(asked);
    await user.clear(device);
    await user.type(device, 'device-0003');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(records.calls.query.at(-1)).toMatchObject({ deviceId: 'device-0003' }));
    expect(await screen.findByText('2 records')).toBeInTheDocument();
  });

  it('exports the filtered launches as shown, in the user\'s language', async () => {
    const records = fixtureLaunchRecordsApi();
    const saveFile = vi.fn();
    const { user } = renderTool(<RecordAdminView api={records.api} reads={fixtureReportReads().reads} scripts={fixtureScripts} userKey="t" saveFile={saveFile} />, {
      path: '/wn/record-admin?platform=other',
      locale: 'zh',
    });
    expect(await screen.findByRole('table', { name: '启动记录' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^launch-records-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(records.calls.exportCsv[0]).toMatchObject({ platform: 'other', lang: 'zh', columns: 'occurredAt,scriptName,version,platform,access,deviceId,cooperateName,linkerName' });
  });
});

describe('the search statistics screen', () => {
  const NOW = Date.UTC(2026, 10, 26, 8);

  it('opens on the most searched keywords of the last 30 days, with their totals', async () => {
    const keywords = fixtureKeywordsApi();
    renderTool(<SearchAdminView api={keywords.api} reads={fixtureReportReads().reads} now={NOW} {...VIEW} />, { path: '/wn/search-admin' });
    expect(await screen.findByText('6 records')).toBeInTheDocument();
    expect(keywords.calls.query.at(-1)).toMatchObject({ ...defaultPeriod(NOW), sort: 'searchNum,desc' });
    expect(defaultPeriod(NOW)).toEqual({ dayFrom: '2026-10-28', dayTo: '2026-11-26' });
    const table = screen.getByRole('table', { name: 'Search Statistics' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('auto clicker');
    const totals = within(within(table).getByText('Total').closest('tr')!);
    for (const figure of ['323', '104', '32.2']) expect(totals.getByText(figure)).toBeInTheDocument();
  });

  it('shows what found nothing in its own view, and a keyword\'s trend over the period', async () => {
    const keywords = fixtureKeywordsApi();
    const trends = fixtureReportReads();
    const { user } = renderTool(<SearchAdminView api={keywords.api} reads={trends.reads} now={NOW} {...VIEW} />, {
      path: '/wn/search-admin?dayFrom=2026-11-20&dayTo=2026-11-26',
      aside: <Where />,
    });
    await screen.findByText('6 records');
    await user.click(screen.getByRole('tab', { name: 'Found nothing' }));
    await waitFor(() => expect(keywords.calls.query.at(-1)).toMatchObject({ foundNothing: 'mostly', sort: 'emptyNum,desc' }));
    expect(screen.getByTestId('where').textContent).toContain('view=nothing');
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Search Statistics' });
    expect(within(table).queryByText('auto clicker')).toBeNull();
    const row = within(within(table).getByText('tower defense').closest('tr')!);
    await user.click(row.getByRole('button', { name: 'Trend' }));
    await waitFor(() => expect(trends.calls.keywordTrend.at(-1)).toMatchObject({ keyword: 'tower defense' }));
    expect(await screen.findByText('Trend of “tower defense”')).toBeInTheDocument();
  });

  it('exports the keywords as shown, in the user\'s language', async () => {
    const keywords = fixtureKeywordsApi();
    const saveFile = vi.fn();
    const { user } = renderTool(<SearchAdminView api={keywords.api} reads={fixtureReportReads().reads} now={NOW} userKey="t" saveFile={saveFile} />, {
      path: '/wn/search-admin',
      locale: 'es',
    });
    await screen.findByRole('table', { name: 'Estadísticas de búsqueda' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^top-keywords-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(keywords.calls.exportCsv[0]).toMatchObject({ lang: 'es', columns: 'keyword,searchNum,emptyNum,emptyShare,days', dayFrom: '2026-10-28' });
  });
});
