/**
 * Everything the audit trail can show is translated in every language: each entity, event and
 * status the server can write and each field of its payloads. The lists come from where they are
 * made, so a new one fails here until it has words: the flow machines' states and events, the
 * writable resources' record fields, and — on both databases — every audit row a server writes
 * through the demo seed and one call of each kind of change (managed data, roles, passwords,
 * memberships, account statuses).
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, AUDIT_EVENTS, FLOW_ENTITIES, type FlowEntity } from '../../contracts/audit.js';
import type { Locales, TranslationFunctions } from '../../locales/i18n-types.js';
import { i18nObject, locales } from '../../locales/i18n-util.js';
import { loadAllLocales } from '../../locales/i18n-util.sync.js';
import { resourcePaths, type AnyResource } from '../../server/resource/resource.js';
import { RESOURCES } from '../../server/modules/resources.js';
import { entityLabel, eventLabel } from '../../src/history/auditLabels.js';
import { FLOW_MACHINES, recordStatusLabel } from '../../src/history/flowMachines.js';
import { isPayloadField } from '../../contracts/auditPayloadFields.js';
import { fieldLabel } from '../../src/history/payloadText.js';
import { statechartOf } from '../../src/components/statechart/statechartModel.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, md5, useTestServer } from './support/server.js';
import { writerOf } from './support/writers.js';

loadAllLocales();
const LLs = Object.fromEntries(locales.map((locale) => [locale, i18nObject(locale)])) as Record<Locales, TranslationFunctions>;

/** Languages written in another script: a label equal to the English one there is a copy. */
const OWN_SCRIPT: readonly Locales[] = ['zh', 'ja'];

/** The languages in which `label` says nothing, the stored `value` itself, or English words. */
function untranslated(value: string, label: (LL: TranslationFunctions) => string): Locales[] {
  return locales.filter((locale) => {
    const text = label(LLs[locale]);
    const copied = OWN_SCRIPT.includes(locale) && text === label(LLs.en) && text !== 'ID';
    return !text || text === value || copied;
  });
}

function expectTranslated(kind: string, values: Iterable<string>, label: (LL: TranslationFunctions, value: string) => string) {
  const missing = [...new Set(values)].flatMap((value) => untranslated(value, (LL) => label(LL, value)).map((locale) => `${kind} ${value} (${locale})`));
  expect(missing).toEqual([]);
}

const flowStates = (entity: FlowEntity) => statechartOf(FLOW_MACHINES[entity]).states.map((state) => state.id);
const flowEvents = (entity: FlowEntity) => statechartOf(FLOW_MACHINES[entity]).transitions.map((edge) => edge.event);

/** The record fields a writable resource's ADD and DELETE rows carry. */
function auditedFields(decl: AnyResource): string[] {
  const shape = (decl.record as unknown as { shape: Record<string, unknown> }).shape;
  const left = new Set([...(decl.secretFields ?? []), 'createdAt', 'updatedAt']);
  return Object.keys(shape).filter((field) => !left.has(field));
}

const WRITABLE = RESOURCES.filter((decl) => decl.add || decl.update || decl.remove);

describe('what the audit trail can show has words in every language', () => {
  it('every state and event of the flow machines', () => {
    for (const entity of FLOW_ENTITIES) {
      expect(flowEvents(entity).filter((event) => !(AUDIT_EVENTS as readonly string[]).includes(event))).toEqual([]);
      expectTranslated(`${entity} status`, flowStates(entity), (LL, state) => recordStatusLabel(LL, entity, state));
    }
  });

  it('every entity and event the server writes', () => {
    expect(WRITABLE.map((decl) => decl.auditEntity).filter((entity) => !(AUDIT_ENTITIES as readonly string[]).includes(entity))).toEqual([]);
    expectTranslated('entity', AUDIT_ENTITIES, entityLabel);
    expectTranslated('event', AUDIT_EVENTS, eventLabel);
  });

  it("every field of the writable resources' records", () => {
    const fields = WRITABLE.flatMap(auditedFields);
    expect(fields.filter((field) => !isPayloadField(field))).toEqual([]);
    expectTranslated('field', fields, fieldLabel);
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`every audit row the server writes on ${target.name}`, () => {
    const server = useTestServer(target);

    /** One change of each kind the seed does not make. */
    async function changeEverything() {
      const admin = await server.sessionFor('admin');
      const post = async (path: string, body: unknown, token = admin) => {
        const answer = await server.post<{ id: number }>(path, body, { token });
        expect(answer.status, `${path}: ${answer.text}`).toBe(200);
        return answer.body.data;
      };
      for (const decl of WRITABLE) {
        const paths = resourcePaths(decl);
        const writer = await server.sessionFor(writerOf(decl.add!.roles));
        const { id } = await post(paths.add, await decl.add!.sample(server.db), writer);
        if (decl.update) await post(paths.update, { id, ...decl.update.sample }, writer);
        if (decl.remove) await post(paths.delete, { id }, writer);
      }
      const idOf = async (username: string) =>
        (await server.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
      const users = `${API}/useradmin`;
      // Links company2 and partner2 to nothing: a change whatever they were linked to.
      await post(`${users}/setUserCompany`, { id: await idOf('company2'), companyId: null });
      await post(`${users}/setUserCooperate`, { id: await idOf('partner2'), cooperateId: null });
      await post(`${users}/updateUserRoles`, { id: await idOf('operator'), roles: ['OPERATE', 'AUDITOR'] });
      await post(`${users}/resetUserPassword`, { id: await idOf('operator'), password: md5('another-secret-9') });
      await post(`${users}/endUserSessions`, { id: await idOf('operator') });
      for (const action of ['freezeUser', 'unfreezeUser', 'banUser']) await post(`${users}/${action}`, { id: await idOf('creator2') });
    }

    it('has words for each of its entities, events, statuses and payload fields', async () => {
      await changeEverything();
      const rows = await server.db.selectFrom('audit_log').select(['entity', 'event', 'from_status', 'to_status', 'payload']).execute();
      const entities = new Set(rows.map((row) => row.entity));
      const events = new Set(rows.map((row) => row.event));
      expect([...entities].filter((entity) => !(AUDIT_ENTITIES as readonly string[]).includes(entity))).toEqual([]);
      expect([...events].filter((event) => !(AUDIT_EVENTS as readonly string[]).includes(event))).toEqual([]);
      // Every kind of change was made, so every one of them was looked at.
      const made = ['ADD', 'UPDATE', 'DELETE', 'CREATE', 'SET_COMPANY', 'SET_COOPERATE', 'UPDATE_ROLES', 'RESET_PASSWORD', 'END_SESSIONS', 'FREEZE', 'UNFREEZE', 'BAN'];
      const seeded = ['APPLY', 'EXAMINE', 'CONFIRM', 'APPROVE', 'REJECT', 'LIST', 'RESUBMIT'];
      expect([...made, ...seeded].filter((event) => !events.has(event))).toEqual([]);
      expectTranslated('entity', entities, entityLabel);
      expectTranslated('event', events, eventLabel);

      for (const row of rows) {
        for (const status of [row.from_status, row.to_status]) {
          if (status !== null) expectTranslated(`${row.entity} status`, [status], (LL) => recordStatusLabel(LL, row.entity, status));
        }
      }
      const fields = new Set(rows.flatMap((row) => Object.keys(JSON.parse(row.payload) as object)));
      expect([...fields].filter((field) => !isPayloadField(field))).toEqual([]);
      expectTranslated('field', fields, fieldLabel);
    });
  });
}
