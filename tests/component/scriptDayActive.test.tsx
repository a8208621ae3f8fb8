/**
 * The admin's per-script daily list (/wn/script-day-active-admin) as it is clicked: script name,
 * month and day ranges sent to the server and kept in the URL, totals over every match with the
 * weighted eCPM in the platform currency, the Chart action's link to the script's month, and the
 * CSV export of the filter.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ScriptDayActiveAdminView } from '@/screens/active/ScriptDayActiveAdminScreen';
import { rowOf } from './support/auditKit';
import { renderTool } from './support/toolsKit';
import { fixtureScriptDaysApi } from '../fixtures/figures/scriptDayFixtures';

configure({ asyncUtilTimeout: 5000 });

const TABLE = 'Script Daily Active';
const PATH = '/wn/script-day-active-admin';
const VIEW = { userKey: 't', saveFile: () => {} };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const totals = async () =>
  within(within(await screen.findByRole('table', { name: TABLE })).getByText('Total').closest('tr')!);

describe('the script daily active screen', () => {
  it('opens on every day, newest first, with the totals of every figure', async () => {
    const days = fixtureScriptDaysApi();
    renderTool(<ScriptDayActiveAdminView api={days.api} {...VIEW} />, { path: PATH });
    expect(await screen.findByText('10 records')).toBeInTheDocument();
    expect(days.calls.query.at(-1)).not.toHaveProperty('countTimeFrom');
    const rows = within(screen.getByRole('table', { name: TABLE })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-03-01');
    const sums = await totals();
    for (const sum of ['17,000', '6,000', '4,500', '5,000', '1,500', '16,000', '1,000', '¥11.83'])
      expect(sums.getByText(sum)).toBeInTheDocument();
  });

  it('filters by script name, month and day range, sent as the API names them and kept in the URL', async () => {
    const days = fixtureScriptDaysApi();
    const { user } = renderTool(<ScriptDayActiveAdminView api={days.api} {...VIEW} />, {
      path: PATH,
      aside: <Where />,
    });
    await screen.findByRole('table', { name: TABLE });
    await user.type(screen.getByRole('textbox', { name: 'Script name' }), 'quick');
    const months = screen.getByRole('group', { name: 'Month' });
    await user.type(within(months).getByLabelText('Month from'), '2026-01');
    await user.type(within(months).getByLabelText('Month to'), '2026-02');
    await user.type(within(screen.getByRole('group', { name: 'Day' })).getByLabelText('Day from'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(days.calls.query.at(-1)).toMatchObject({
        scriptName: 'quick',
        countTimeFrom: '2026-01',
        countTimeTo: '2026-02',
        dayFrom: '2026-01-31',
        page: 1,
      }),
    );
    expect(screen.getByTestId('where').textContent).toContain('countTimeFrom=2026-01');
    expect(screen.getByTestId('where').textContent).toContain('dayFrom=2026-01-31');
    // Quick Clicker Pro on Jan 31, Feb 1 and Feb 2: 2,100 + 2,200 + 2,300 active.
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect((await totals()).getByText('6,600')).toBeInTheDocument();
  });

  it("opens the script's chart at the day's month, the subject in the query", async () => {
    const days = fixtureScriptDaysApi();
    const { user } = renderTool(<ScriptDayActiveAdminView api={days.api} {...VIEW} />, {
      path: PATH,
      aside: <Where />,
    });
    const row = await rowOf(TABLE, 'Puzzle Kingdom Auto', '2026-02-02');
    await user.click(row.getByRole('button', { name: 'Chart' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/charts/active-chart?scriptId=11&scriptName=Puzzle+Kingdom+Auto&countTime=2026-02',
      ),
    );
  });

  it('exports the filtered days, the columns as shown', async () => {
    const days = fixtureScriptDaysApi();
    const saveFile = vi.fn();
    const { user } = renderTool(<ScriptDayActiveAdminView api={days.api} userKey="t" saveFile={saveFile} />, {
      path: `${PATH}?countTimeFrom=2026-03`,
    });
    expect(await screen.findByText('2 records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^script-daily-active-\d{4}-\d{2}-\d{2}\.csv$/)),
    );
    // The author waits in the column chooser, so it is not exported; the Chart action is not data.
    expect(days.calls.exportCsv[0]).toMatchObject({
      countTimeFrom: '2026-03',
      columns: 'day,scriptName,activeNum,redFingerNum,vmosNum,virtualCloudNum,flyingCloudNum,freeNum,trialNum,ecpm',
    });
  });
});
