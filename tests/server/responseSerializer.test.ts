/**
 * Answers are checked forwards against their route's schema (server/http/responseSerializer.ts):
 * the same JSON as the zod provider's encoding, unknown fields left out, a wrong answer refused,
 * and a schema that would read differently forwards refused when its route is registered.
 */
import Fastify from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scriptActiveRecord } from '../../contracts/activity.js';
import { pageOf } from '../../contracts/fields.js';
import { answers } from '../../server/http/envelope.js';
import { assertPlainAnswer, responseSerializerCompiler } from '../../server/http/responseSerializer.js';

const record = {
  id: 7,
  scriptId: 3,
  scriptName: '火箭脚本',
  authorId: 2,
  authorNick: 'Ana',
  companyId: null,
  companyName: null,
  companyShare: null,
  companyMoney: null,
  countTime: '2026-10',
  activeNum: 120,
  freeNum: 4,
  trialNum: 1,
  redFingerNum: 0,
  vmosNum: 2,
  virtualCloudNum: 0,
  flyingCloudNum: 0,
  ecpm: '12.50',
  ecpmWeight: 150000,
  activeFinalNum: null,
  activeMoney: null,
  suggestedMoney: '1.50',
  returnReason: null,
  status: 'unapplied',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const pageSchema = answers(pageOf(scriptActiveRecord))[200];
const serialize = responseSerializerCompiler({ schema: pageSchema, method: 'GET', url: '/list', httpStatus: '200' });

describe('answers checked forwards', () => {
  it('writes what the encoding writes, leaving out fields the schema does not name', () => {
    const answer = { code: 200 as const, msg: 'ok', data: { records: [{ ...record, status: 'unapplied' as const }], total: 1, page: 1, size: 20 } };
    const written = serialize({ ...answer, data: { ...answer.data, records: [{ ...record, passwordHash: 'x' }] } });
    expect(written).toBe(JSON.stringify(z.encode(pageSchema, answer)));
    expect(JSON.parse(written).data.records[0]).not.toHaveProperty('passwordHash');
  });

  it('refuses an answer that does not match its schema', () => {
    const wrong = { code: 200, msg: 'ok', data: { records: [{ ...record, status: 'PAID_TWICE' }], total: 1, page: 1, size: 20 } };
    expect(() => serialize(wrong)).toThrow(ResponseSerializationError);
    expect(() => serialize({ ...wrong, data: { ...wrong.data, records: [{ ...record, activeNum: -1 }] } })).toThrow(ResponseSerializationError);
  });

  it.each([
    ['a default', z.object({ items: z.array(z.object({ n: z.number().default(0) })) }), '.items'],
    ['a transform', z.object({ name: z.string().transform((s) => s.trim()) }), '.name'],
    ['a coercion', z.object({ page: z.union([z.null(), z.coerce.number()]) }), '.page'],
    ['a pipe', z.object({ page: z.string().pipe(z.string().min(1)).nullable() }), '.page'],
    ['a catch', z.lazy(() => z.object({ status: z.string().catch('x') })), '.status'],
  ])('refuses a schema with %s inside, naming where', (_, schema, path) => {
    expect(() => assertPlainAnswer(schema, 'GET /x')).toThrow(new RegExp(`GET /x: .* at ${path.replace('.', '\\.')}`));
  });

  it('keeps a server from starting with such a schema', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/x', { schema: { response: { 200: z.object({ n: z.number().default(1) }) } } }, async () => ({ n: 2 }));
    await expect(app.ready()).rejects.toThrow(/GET \/x: the answer schema has a default at \.n/);
    await app.close();
  });
});
