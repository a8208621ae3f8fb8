/**
 * Bad input for every create and update of every resource (server/modules/resources.ts),
 * generated from the declarations: missing fields, wrong types, null, oversized strings, unknown
 * fields, SQL and script fragments. Each mutation the form's schema refuses must be answered 400
 * with field errors over HTTP, and nothing may be stored (row counts and the target row unchanged,
 * no audit row). Control characters (NUL, ESC) in any field of a form and in any parameter of
 * every list and export are refused whatever the field's own rule, with a field error naming it.
 * A new resource is covered without touching this file.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUDIT_RESOURCES, FIGURE_RESOURCES, RELEASE_RESOURCES, REPORT_RESOURCES, RESOURCES, REVIEW_RESOURCES } from '../../server/modules/resources.js';
import { exportParamSchemas, listPartParamSchemas } from '../../contracts/listParams.js';
import { listQuerySchema, loose, resourcePaths, type AnyResource } from '../../server/resource/resource.js';
import { CONTROL_TEXTS, callerFor, expectControlRefusal } from './support/controlCharacters.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer, type TestServer } from './support/server.js';
import { writerOf } from './support/writers.js';

const SQL_FRAGMENTS = ["1; DROP TABLE users; --", "' OR '1'='1", '0 UNION SELECT password_hash FROM users'];
const SCRIPT_FRAGMENTS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];

type Body = Record<string, unknown>;

/** Every hostile variant of a valid body that the schema refuses, with a name. */
export function mutationsOf(schema: z.ZodType, valid: Body, fixed: readonly string[] = []): [string, unknown][] {
  const out: [string, unknown][] = [
    ['empty object', {}],
    ['array body', [valid]],
    ['unknown field isAdmin', { ...valid, isAdmin: true }],
    ['unknown field ownerName', { ...valid, ownerName: 'x' }],
  ];
  for (const [key, value] of Object.entries(valid)) {
    if (fixed.includes(key)) continue;
    const without = { ...valid };
    delete without[key];
    out.push([`missing ${key}`, without]);
    const wrong: unknown[] =
      typeof value === 'string' ? [12345, true, ['a'], { a: 1 }] : typeof value === 'number' ? ['abc', '12', 1.5, -1, true] : typeof value === 'boolean' ? ['yes', 1, 'true'] : [12345, { a: 1 }];
    for (const w of wrong) out.push([`${key} = ${JSON.stringify(w)}`, { ...valid, [key]: w }]);
    out.push([`${key} = null`, { ...valid, [key]: null }]);
    out.push([`${key} oversized`, { ...valid, [key]: 'x'.repeat(10_000) }]);
    for (const fragment of [...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS]) out.push([`${key} = ${fragment}`, { ...valid, [key]: fragment }]);
  }
  return out.filter(([, body]) => !schema.safeParse(body).success);
}

async function countOf(server: TestServer, table: string): Promise<number> {
  const row = (await loose(server.db).selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: unknown };
  return Number(row.n);
}

const withForms = RESOURCES.filter((r) => r.add || r.update);
const withLists = [...RESOURCES, ...FIGURE_RESOURCES, ...REVIEW_RESOURCES, ...AUDIT_RESOURCES, ...RELEASE_RESOURCES, ...REPORT_RESOURCES];

/** Every field a form declares, and any other its sample sends. */
function formFields(schema: z.ZodType, sample: Body): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  return [...new Set([...Object.keys(shape), ...Object.keys(sample)])];
}

describe('the generated bad input', () => {
  it.each(withForms.map((r) => [r.entity, r] as const))('covers script fragments and oversized strings for %s', (_name, decl: AnyResource) => {
    const addSample = decl.update?.sample ?? {};
    for (const key of Object.keys(addSample)) {
      if (typeof addSample[key] !== 'string') continue;
      const variants = mutationsOf(decl.update!.schema, { id: 1, ...addSample }, ['id']).map(([name]) => name);
      expect(variants).toContain(`${key} = <script>alert(1)</script>`);
      expect(variants).toContain(`${key} oversized`);
    }
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`bad input to every resource form on ${target.name}`, () => {
    const server = useTestServer(target);

    for (const decl of withForms) {
      const paths = resourcePaths(decl);

      if (decl.add) {
        it(`add${decl.entity}: every refused variant is a 400 with fields and stores nothing`, async () => {
          const add = decl.add!;
          const token = await server.sessionFor(writerOf(add.roles));
          const valid = await add.sample(server.db);
          expect(add.schema.safeParse(valid).success, 'the sample is valid').toBe(true);
          const variants = mutationsOf(add.schema, valid);
          expect(variants.length).toBeGreaterThan(10);
          const before = [await countOf(server, decl.table), await countOf(server, 'audit_log')];
          for (const [name, body] of variants) {
            const answer = await server.post(paths.add, body, { token });
            expect(answer.status, `${name}: ${answer.text}`).toBe(400);
            expect(answer.body.code).toBe(400);
            const detail = answer.body.data as { reason: string; fields?: unknown[] };
            expect(detail.reason).toBe('invalid_input');
            expect(detail.fields?.length ?? 0, `${name} names its fields`).toBeGreaterThan(0);
            expect(answer.text).not.toContain('<script>');
          }
          expect([await countOf(server, decl.table), await countOf(server, 'audit_log')]).toEqual(before);
          // And the valid sample is stored, so the refusals above were about the input.
          const created = await server.post(paths.add, valid, { token });
          expect(created.status, created.text).toBe(200);
        });
      }

      if (decl.update) {
        it(`update${decl.entity}: every refused variant is a 400 with fields and changes nothing`, async () => {
          const update = decl.update!;
          const token = await server.sessionFor(writerOf(update.roles));
          const row = (await loose(server.db).selectFrom(decl.table).selectAll().orderBy('id').executeTakeFirstOrThrow()) as { id: number };
          // The add sample's fields the update form takes (a contract's script is set once, at add).
          const shape = (update.schema as { shape?: Record<string, unknown> }).shape ?? {};
          const added = decl.add ? await decl.add.sample(server.db) : {};
          const fields = Object.fromEntries(Object.entries(added).filter(([key]) => key in shape));
          const valid = { id: Number(row.id), ...fields, ...update.sample };
          expect(update.schema.safeParse(valid).success, 'the sample is valid').toBe(true);
          const variants = mutationsOf(update.schema, valid, []).concat([['only id', { id: Number(row.id) }]]);
          const audits = await countOf(server, 'audit_log');
          for (const [name, body] of variants) {
            const answer = await server.post(paths.update, body, { token });
            expect(answer.status, `${name}: ${answer.text}`).toBe(400);
            expect((answer.body.data as { fields?: unknown[] }).fields?.length ?? 0, name).toBeGreaterThan(0);
          }
          const after = await loose(server.db).selectFrom(decl.table).selectAll().where('id', '=', row.id).executeTakeFirst();
          expect(after).toEqual(row);
          expect(await countOf(server, 'audit_log')).toBe(audits);
        });
      }

      if (decl.add) {
        it(`add${decl.entity}: a control character in any field is a 400 naming it, and stores nothing`, async () => {
          const add = decl.add!;
          const token = await server.sessionFor(writerOf(add.roles));
          const valid = await add.sample(server.db);
          const before = [await countOf(server, decl.table), await countOf(server, 'audit_log')];
          for (const field of formFields(add.schema, valid)) {
            for (const [name, text] of CONTROL_TEXTS) {
              const answer = await server.post(paths.add, { ...valid, [field]: text }, { token });
              expectControlRefusal(answer, field, `${field} with ${name}`);
            }
          }
          expect([await countOf(server, decl.table), await countOf(server, 'audit_log')]).toEqual(before);
        });
      }

      if (decl.update) {
        it(`update${decl.entity}: a control character in any field is a 400 naming it, and changes nothing`, async () => {
          const update = decl.update!;
          const token = await server.sessionFor(writerOf(update.roles));
          const row = (await loose(server.db).selectFrom(decl.table).selectAll().orderBy('id').executeTakeFirstOrThrow()) as { id: number };
          const valid = { id: Number(row.id), ...(decl.add ? await decl.add.sample(server.db) : {}), ...update.sample };
          const audits = await countOf(server, 'audit_log');
          for (const field of formFields(update.schema, valid)) {
            for (const [name, text] of CONTROL_TEXTS) {
              const answer = await server.post(paths.update, { ...valid, [field]: text }, { token });
              expectControlRefusal(answer, field, `${field} with ${name}`);
            }
          }
          const after = await loose(server.db).selectFrom(decl.table).selectAll().where('id', '=', row.id).executeTakeFirst();
          expect(after).toEqual(row);
          expect(await countOf(server, 'audit_log')).toBe(audits);
        });
      }

      it(`query${decl.entity}: bad list parameters are 400`, async () => {
        const token = await server.sessionFor('admin');
        for (const query of <Record<string, string>[]>[{ page: '0' }, { page: 'x' }, { size: '-1' }, { sort: 'password_hash,asc' }, { sort: 'id;drop' }, { nope: '1' }, { id: "1 or 1=1" }, { parts: 'all' }, { parts: 'records,total' }]) {
          const answer = await server.get(paths.query, { token, query });
          expect(answer.status, `${JSON.stringify(query)}: ${answer.text}`).toBe(400);
        }
      });

      it(`export${decl.entity}: bad export parameters are 400 on their field and the raw export still answers`, async () => {
        const token = await server.sessionFor('admin');
        const known = Object.keys(decl.contract.columns)[0]!;
        for (const [query, field] of <[Record<string, string>, string][]>[
          [{ columns: 'password_hash' }, 'columns'],
          [{ columns: `${known},${known}` }, 'columns'],
          [{ columns: '' }, 'columns'],
          [{ columns: known, lang: 'xx' }, 'lang'],
          [{ columns: known, tz: 'Not/AZone' }, 'tz'],
        ]) {
          const answer = await server.get(paths.export, { token, query });
          expect(answer.status, `${JSON.stringify(query)}: ${answer.text}`).toBe(400);
          expect(answer.text).toContain(`"field":"${field}"`);
        }
        expect((await server.get(paths.export, { token, query: { columns: known, lang: 'zh', tz: 'Asia/Shanghai' } })).status).toBe(200);
      });
    }

    for (const decl of withLists) {
      const paths = resourcePaths(decl);
      it(`query${decl.entity} and export${decl.entity}: a control character in any parameter is a 400 naming it`, async () => {
        const caller = callerFor({ roles: decl.list.roles });
        const token = caller ? await server.sessionFor(caller) : undefined;
        const exportParams = Object.keys(exportParamSchemas(decl.contract));
        const listParams = Object.keys(listPartParamSchemas);
        for (const param of [...Object.keys(listQuerySchema(decl).shape), ...exportParams, ...listParams]) {
          for (const [name, text] of CONTROL_TEXTS) {
            const only = exportParams.includes(param) ? [paths.export] : listParams.includes(param) ? [paths.query] : null;
            for (const path of only ?? [paths.query, paths.export]) {
              const answer = await server.get(path, { token, query: { [param]: text } });
              expectControlRefusal(answer, param, `${path}?${param} with ${name}`);
            }
          }
        }
      });
    }
  });
}
