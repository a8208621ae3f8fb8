/**
 * The audit trail and record histories speak the user's language: each row names its record as
 * the server recorded it, with its id beside it; the trail filters by that name; details are
 * labelled and formatted (money, counts, money with its currency, a changed field as "¥15.00 → ¥0.90", an unknown field
 * still readable, never JSON); and in Chinese the history drawer — statechart states and edges
 * included — has no developer word left, for every flow.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AuditRecord } from '@contracts/audit.js';
import { zh } from '../support/dictionaries';
import { currentQuery, rowOf, setupTrail } from './support/auditKit';
import { sampleAuditRows } from '../fixtures/audit/auditFixtures';

configure({ asyncUtilTimeout: 5000 });

const TABLE = 'Audit Trail';
const body = () => within(document.body);

/** A partner's shares changed, plus fields this browser has no label for yet. */
const PARTNER_CHANGE: AuditRecord = {
  id: 50,
  at: '2026-03-15T08:00:00.000Z',
  actorId: 1,
  actorName: 'admin',
  entity: 'cooperate',
  entityId: '3',
  recordName: 'Red Finger Cloud',
  event: 'UPDATE',
  fromStatus: null,
  toStatus: null,
  payload: JSON.stringify({
    platformMoney: { from: '15.00', to: '0.90' },
    authorMoney: { from: '1234567.5', to: '20' },
    discountPolicy: { from: { tier: 'gold', enabled: true }, to: null },
    region_codes: ['cn', 'jp'],
  }),
};

describe('audit trail in the user words', () => {
  it('names each record with its id beside it and tells the details in words', async () => {
    setupTrail();
    const examined = await rowOf(TABLE, 'Puzzle Kingdom Auto · 2026-02', '#1042', 'Submitted');
    expect(examined.getByText('Final active users: 90,500; Money: ¥1,131.25')).toBeInTheDocument();
    await rowOf(TABLE, 'Puzzle Kingdom', '#4', 'Updated', 'Label: puzzle → puzzle-rpg');
    await rowOf(
      TABLE,
      'bob (Bob Li)',
      '#5',
      'Roles changed',
      'Roles: Script creator → Script creator, Business company',
    );
    const table = screen.getByRole('table', { name: TABLE });
    expect(table.textContent).not.toMatch(/activeFinalNum|gameLabel|\{|"/);
  });

  it('finds the rows of a record by its name, ignoring case, and keeps the filter in the link', async () => {
    const { user, trail } = setupTrail();
    await screen.findByRole('table', { name: TABLE });
    await user.type(screen.getByRole('textbox', { name: 'Record name' }), 'KINGDOM');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(trail.calls.query.at(-1)).toMatchObject({ recordName: 'KINGDOM' }));
    expect(currentQuery()).toMatchObject({ recordName: 'KINGDOM' });
    // The settlement's three transitions and the game's two changes, nothing else.
    await screen.findByText('5 records');
    const rows = within(screen.getByRole('table', { name: TABLE }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.every((row) => /Puzzle Kingdom/.test(row.textContent ?? ''))).toBe(true);
  });

  it('opens on a shared link filtered by name', async () => {
    const { trail } = setupTrail({ path: '/audit/audit-trail?recordName=bob' });
    await screen.findByText('2 records');
    expect(trail.calls.query[0]).toMatchObject({ recordName: 'bob' });
    expect(screen.getByRole('textbox', { name: 'Record name' })).toHaveValue('bob');
  });

  it('shows a change in full: money as money, from → to, unknown fields readable, no JSON', async () => {
    const { user } = setupTrail({ rows: [PARTNER_CHANGE, ...sampleAuditRows()] });
    const row = await rowOf(TABLE, 'Red Finger Cloud', '#3', 'Platform share: ¥15.00 → ¥0.90');
    await user.click(row.getByRole('button', { name: 'Show the details of entry 50' }));
    const dialog = within(await body().findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Updated on Red Finger Cloud (#3)')).toBeInTheDocument();
    const details = within(dialog.getByLabelText('Details'));
    const pairs = [...details.getAllByRole('term', { hidden: true })].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Platform share', '¥15.00 → ¥0.90'],
      ['Author share', '¥1,234,567.50 → ¥20.00'],
      ['Discount policy', 'Tier: gold; Enabled: Yes → None'],
      ['Region codes', 'cn, jp'],
    ]);
    expect(dialog.queryByText(/[{}"]/)).toBeNull();
  });

  it('writes money and counts the way Spanish does', async () => {
    const { user } = setupTrail({ locale: 'es', rows: [PARTNER_CHANGE, ...sampleAuditRows()] });
    await rowOf('Registro de auditoría', '#1042', 'Activos finales: 90.500; Importe: 1131,25');
    const row = await rowOf(
      'Registro de auditoría',
      'Red Finger Cloud',
      'Parte de la plataforma: 15,00\u00a0¥ → 0,90\u00a0¥',
    );
    await user.click(row.getByRole('button', { name: /50/ }));
    const dialog = within(await body().findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('1.234.567,50 ¥ → 20,00 ¥')).toBeInTheDocument();
  });
});

const ZH_EVENTS = new Set(Object.values(zh.audit.eventName));

/** Every piece of text in the history drawer, and what is drawn on its statechart. */
async function openHistoryInChinese(recordTexts: string[]) {
  const { user } = setupTrail({ locale: 'zh' });
  const row = await rowOf(zh.route.auditTrail, ...recordTexts);
  await user.click(row.getByRole('button', { name: zh.audit.history }));
  const svg = await body().findByRole('img', { name: /的状态图/, hidden: true });
  const edges = [...svg.querySelectorAll('[data-transition] text')].map((t) => t.textContent);
  const states = [...svg.querySelectorAll('[data-state] text')].map((t) => t.textContent);
  const steps = body().getByRole('table', { name: zh.audit.transitions, hidden: true });
  return { edges, states, svg, steps };
}

describe('the history drawer in Chinese', () => {
  it('translates a settlement: states, edges, events, details', async () => {
    const { edges, states, steps } = await openHistoryInChinese(['#1042', '确认结算']);
    expect(edges.sort()).toEqual(['申请统计', '审核', '退回', '确认结算'].sort());
    expect(states).toEqual(Object.values(zh.settlement.status));
    const rows = within(steps).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows[0]).toHaveTextContent('申请统计未申请 → 已提交');
    expect(rows[1]).toHaveTextContent('最终日活: 90,500');
    expect(rows[1]).toHaveTextContent('金额: ¥1,131.25');
    expect(body().getByText('Puzzle Kingdom Auto · 2026-02 的历史')).toBeInTheDocument();
  });

  it.each([
    ['a clicker config', ['#7', '下架'], zh.review.status],
    ['a user', ['#5', '冻结'], zh.userAdmin.statusName],
  ])('translates %s: every state and every edge of its machine', async (_, texts, statuses) => {
    const { edges, states, svg } = await openHistoryInChinese(texts);
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((edge) => ZH_EVENTS.has(edge as never))).toBe(true);
    expect(states.sort()).toEqual(Object.values(statuses).sort());
    expect(svg.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });
});
