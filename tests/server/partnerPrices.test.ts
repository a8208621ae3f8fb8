/**
 * Partner prices effective from a month, over HTTP on both databases (docs/settlement.md,
 * "Partner prices"): a change re-prices only the partner's months not yet examined from its
 * month on; examined and settled months keep the price stored with them (money, suggestion and
 * unit price unchanged); the impact call says which is which before saving; bad input changes
 * nothing; the change is audited with the month it applies from.
 */
import { describe, expect, it } from 'vitest';
import type { CooperateActiveMonthRecord } from '../../contracts/activity.js';
import type { CooperateRecord } from '../../contracts/cooperate.js';
import { formatMoney, parseMoney } from '../../contracts/money.js';
import type { PriceImpact } from '../../contracts/partnerPrice.js';
import { monthOf } from '../../contracts/settlementKinds.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

const MONTHS = '/rocketScript/api/active/cooperate/queryCooperateActiveMonth';
const PARTNERS = '/rocketScript/api/cooperate';
const IMPACT = `${PARTNERS}/cooperatePriceImpact`;
const PRICED = ['examined', 'settled'];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`partner prices on ${target.name}`, () => {
    const server = useTestServer(target);
    const admin = () => server.sessionFor('admin');

    async function partner(name = 'partner1'): Promise<CooperateRecord> {
      const user = await server.db.selectFrom('users').select('cooperate_id').where('username', '=', name).executeTakeFirstOrThrow();
      const page = await server.get<{ records: CooperateRecord[] }>(`${PARTNERS}/queryCooperate`, {
        token: await admin(),
        query: { size: '100' },
      });
      return page.body.data.records.find((r) => r.id === user.cooperate_id)!;
    }
    async function months(cooperateId: number): Promise<CooperateActiveMonthRecord[]> {
      const page = await server.get<{ records: CooperateActiveMonthRecord[] }>(MONTHS, {
        token: await admin(),
        query: { cooperateId: String(cooperateId), size: '200', sort: 'countTime,asc' },
      });
      expect(page.status, page.text).toBe(200);
      return page.body.data.records;
    }
    const update = async (body: Record<string, unknown>) => server.post(`${PARTNERS}/updateCooperate`, body, { token: await admin() });

    it('re-prices the months not yet examined and leaves examined and settled months as they were', async () => {
      const co = await partner();
      const before = await months(co.id);
      const statuses = new Set(before.map((m) => m.status));
      for (const status of ['unapplied', 'submitted', 'examined', 'settled']) expect(statuses, status).toContain(status);
      const from = before[0]!.countTime;

      const impact = await server.get<PriceImpact>(IMPACT, { token: await admin(), query: { id: String(co.id), priceFrom: from } });
      expect(impact.status, impact.text).toBe(200);
      const kept = before.filter((m) => PRICED.includes(m.status)).map((m) => m.countTime);
      const affected = before.filter((m) => !PRICED.includes(m.status)).map((m) => m.countTime);
      expect(impact.body.data.kept.map((m) => m.month)).toEqual(kept);
      expect(impact.body.data.affected.map((m) => m.month)).toEqual(affected);

      const platformMoney = formatMoney(parseMoney(co.platformMoney) * 10 + 7);
      const changed = await update({ id: co.id, platformMoney, priceFrom: from });
      expect(changed.status, changed.text).toBe(200);
      expect((changed.body.data as CooperateRecord).priceFrom).toBe(from);
      const unit = formatMoney(parseMoney(platformMoney) + parseMoney(co.authorMoney));

      const after = await months(co.id);
      for (const month of after) {
        const was = before.find((m) => m.id === month.id)!;
        if (PRICED.includes(month.status)) {
          // Settled and examined months: what they were settled at, to the cent.
          expect(month.activeMoney).toBe(was.activeMoney);
          expect(month.suggestedMoney).toBe(was.suggestedMoney);
          expect(month.unitMoney).toBe(was.unitMoney);
        } else {
          expect(month.unitMoney).toBe(unit);
          expect(month.unitMoney).not.toBe(was.unitMoney);
        }
      }

      const audit = await server.db
        .selectFrom('audit_log')
        .select(['event', 'payload'])
        .where('entity', '=', 'cooperate')
        .where('entity_id', '=', String(co.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.event).toBe('UPDATE');
      expect(JSON.parse(audit.payload)).toMatchObject({ priceFrom: from, platformMoney: { from: co.platformMoney, to: platformMoney } });
    });

    it('applies a change from its month on: earlier months keep the earlier price', async () => {
      const co = await partner('partner2');
      const before = await months(co.id);
      const open = before.filter((m) => !PRICED.includes(m.status));
      expect(open.length).toBeGreaterThanOrEqual(2);
      const from = open[open.length - 1]!.countTime;
      const authorMoney = formatMoney(parseMoney(co.authorMoney) + 1);
      expect((await update({ id: co.id, authorMoney, priceFrom: from })).status).toBe(200);
      for (const month of await months(co.id)) {
        const was = before.find((m) => m.id === month.id)!;
        if (month.countTime < from) expect(month.unitMoney).toBe(was.unitMoney);
        else expect(month.unitMoney).toBe(formatMoney(parseMoney(co.platformMoney) + parseMoney(authorMoney)));
      }
    });

    it('stores the price with a month when it is examined: a later change leaves it alone', async () => {
      const co = await partner();
      const submitted = (await months(co.id)).find((m) => m.status === 'submitted')!;
      const examined = await server.post(
        '/rocketScript/api/active/examineActive',
        { id: submitted.id, activeFinalNum: submitted.activeNum, activeMoney: submitted.suggestedMoney },
        { token: await admin() },
      );
      expect(examined.status, examined.text).toBe(200);
      const stored = await server.db.selectFrom('settlements').selectAll().where('id', '=', submitted.id).executeTakeFirstOrThrow();
      expect(formatMoney(Number(stored.unit_platform_money) + Number(stored.unit_author_money))).toBe(submitted.unitMoney);
      const current = await partner();
      expect((await update({ id: co.id, platformMoney: formatMoney(parseMoney(current.platformMoney) + 100), priceFrom: '2000-01' })).status).toBe(200);
      const now = (await months(co.id)).find((m) => m.id === submitted.id)!;
      expect(now.unitMoney).toBe(submitted.unitMoney);
      expect(now.suggestedMoney).toBe(submitted.suggestedMoney);
    });

    it('refuses a bad month or a missing partner and changes nothing', async () => {
      const co = await partner();
      const prices = () => server.db.selectFrom('cooperate_prices').selectAll().where('cooperate_id', '=', co.id).orderBy('price_from').execute();
      const pricesBefore = await prices();
      for (const priceFrom of ['2026-13', 'soon', '', '2026-1', 12, '0000-01', '1969-12', '2100-01', '9999-12']) {
        const refused = await update({ id: co.id, platformMoney: '1.00', priceFrom });
        expect(refused.status, String(priceFrom)).toBe(400);
        expect(refused.text).toContain('priceFrom');
        const impact = await server.get(IMPACT, { token: await admin(), query: { id: String(co.id), priceFrom: String(priceFrom) } });
        expect(impact.status).toBe(400);
      }
      expect(await prices()).toEqual(pricesBefore);
      expect(await partner()).toEqual(co);
      const missing = await server.get(IMPACT, { token: await admin(), query: { id: '999999', priceFrom: '2026-01' } });
      expect(missing.status).toBe(404);
    });

    it('takes a null month, as the list answers it, for this month: earlier months keep their price', async () => {
      const co = await partner('partner2');
      const before = await months(co.id);
      const thisMonth = monthOf(Date.now());
      const platformMoney = formatMoney(parseMoney(co.platformMoney) + 3);
      const changed = await update({ id: co.id, platformMoney, priceFrom: null });
      expect(changed.status, changed.text).toBe(200);
      expect((changed.body.data as CooperateRecord).priceFrom).toBe(thisMonth);
      const after = await months(co.id);
      for (const month of before.filter((m) => m.countTime < thisMonth)) {
        expect(after.find((m) => m.countTime === month.countTime), month.countTime).toEqual(month);
      }
    });

    it('keeps the price history when only the name changes, and gives a new partner its first price from the start', async () => {
      const co = await partner('partner2');
      const count = async (id: number) =>
        Number((await server.db.selectFrom('cooperate_prices').select((eb) => eb.fn.countAll().as('n')).where('cooperate_id', '=', id).executeTakeFirstOrThrow()).n);
      const rows = await count(co.id);
      expect((await update({ id: co.id, cooperateName: `${co.cooperateName} Renamed`, priceFrom: '2026-01' })).status).toBe(200);
      expect(await count(co.id)).toBe(rows);
      const added = await server.post(
        `${PARTNERS}/addCooperate`,
        { cooperateName: 'Fresh Partner', cooperatePackage: 'com.fresh.partner', platformMoney: '1.25', authorMoney: '2.50' },
        { token: await admin() },
      );
      expect(added.status, added.text).toBe(200);
      const record = added.body.data as CooperateRecord;
      expect(record.priceFrom).toBeNull();
      expect(await count(record.id)).toBe(1);
    });
  });
}
