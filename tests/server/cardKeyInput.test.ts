/**
 * Bad input to every card key call, on both databases (docs/cardKeys.md, "The API"): hostile
 * variants of each body (missing, wrong types, null, oversized, unknown fields, SQL) and bad list
 * parameters are refused with 400 and field errors, and nothing changes (every table's row count,
 * the audit trail included). The generation form's own cases are in cardKeyGroups.test.ts, the
 * redemption's in cardKeyRedeem.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cardIdForm, downloadCardKeysForm } from '../../contracts/cardKeys.js';
import { tableCounts } from './support/controlCharacters.js';
import { CARD, refusedVariants } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

const BODIES: [path: string, schema: z.ZodType, valid: Record<string, unknown>][] = [
  ['disableCardGroup', cardIdForm, { id: 1 }],
  ['disableCardKey', cardIdForm, { id: 1 }],
  ['downloadCardKeys', downloadCardKeysForm, { id: 1, reason: 'a reason' }],
];

const QUERIES: [path: string, query: Record<string, string>, field: string][] = [
  ['queryCardGroup', { goodsCard: 'gold' }, 'goodsCard'],
  ['queryCardGroup', { groupStatus: 'paused' }, 'groupStatus'],
  ['queryCardGroup', { goodsId: 'abc' }, 'goodsId'],
  ['queryCardGroup', { ownerId: '-3' }, 'ownerId'],
  ['queryCardGroup', { createdAtFrom: 'yesterday' }, 'createdAtFrom'],
  ['queryCardGroup', { sort: 'price,asc' }, 'sort'],
  ['queryCardGroup', { unknown: '1' }, 'unknown'],
  ['exportCardGroup', { columns: 'id,secret' }, 'columns'],
  ['queryCardKey', { status: 'used' }, 'status'],
  ['queryCardKey', { cardKey: 'ABCD-EFGH' }, 'cardKey'],
  ['queryCardKey', { cardKey: 'x'.repeat(65) }, 'cardKey'],
  ['queryCardKey', { groupId: '1.5' }, 'groupId'],
  ['queryCardKey', { redeemedBy: 'player1' }, 'redeemedBy'],
  ['queryCardKey', { redeemedAtTo: '2026-13-01' }, 'redeemedAtTo'],
  ['queryCardKey', { redeemedByName: 'x'.repeat(101) }, 'redeemedByName'],
  ['queryCardKey', { sort: 'keyHash,asc' }, 'sort'],
  ['queryCardKey', { keyHash: 'abc' }, 'keyHash'],
  ['exportCardKey', { cardKey: 'O0O0-O0O0-O0O0-O0O0' }, 'cardKey'],
  // Numbers that Number() would read as others: refused, not guessed.
  ['queryCardGroup', { id: '0x10' }, 'id'],
  ['queryCardGroup', { id: '1e1' }, 'id'],
  ['queryCardGroup', { id: '+10' }, 'id'],
  ['queryCardGroup', { id: ' 10 ' }, 'id'],
  ['queryCardGroup', { id: '10.0' }, 'id'],
  ['queryCardKey', { page: '1e1' }, 'page'],
  ['queryCardKey', { size: '0x5' }, 'size'],
  ['exportCardKey', { groupId: '0b1010' }, 'groupId'],
  ['exportCardGroup', { ownerId: '1e0' }, 'ownerId'],
];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`bad input to the card key calls on ${target.name}`, () => {
    const server = useTestServer(target);

    it.each(BODIES)('%s refuses every hostile variant of its body with 400 and changes nothing', async (path, schema, valid) => {
      const admin = await server.sessionFor('admin');
      const variants = refusedVariants(schema, valid);
      expect(variants.length).toBeGreaterThan(10);
      const before = await tableCounts(server.db);
      for (const [name, body] of variants) {
        const answer = await server.post(`${CARD}/${path}`, body, { token: admin });
        expect(answer.status, `${name}: ${answer.text}`).toBe(400);
        expect(answer.body.data, name).toMatchObject({ reason: 'invalid_input', fields: expect.any(Array) });
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('refuses bad list and export parameters with 400 naming the parameter', async () => {
      const admin = await server.sessionFor('admin');
      for (const [path, query, field] of QUERIES) {
        const answer = await server.get(`${CARD}/${path}`, { token: admin, query });
        expect(answer.status, `${path} ${JSON.stringify(query)}: ${answer.text}`).toBe(400);
        expect((answer.body.data as { fields: { field: string }[] }).fields.map((f) => f.field), path).toContain(field);
      }
    });

    it('answers an unknown group or key 404 and changes nothing', async () => {
      const admin = await server.sessionFor('admin');
      const before = await tableCounts(server.db);
      for (const path of ['disableCardGroup', 'disableCardKey', 'downloadCardKeys']) {
        const answer = await server.post(`${CARD}/${path}`, { id: 2_000_000_000 }, { token: admin });
        expect(answer.status, `${path}: ${answer.text}`).toBe(404);
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });
  });
}
