/**
 * Signing contracts (docs/signing.md): GET queryScriptSigning / exportScriptSigning, POST
 * addScriptSigning / updateScriptSigning / deleteScriptSigning under /api/script/. ADMIN and
 * AUDITOR read every contract; a BUSINESS_COMPANY user its company's (another company's is 404);
 * only ADMIN writes. Each write takes the script's lock and checks the rules of ./signingRules.ts.
 */
import { type SqlBool, sql } from 'kysely';
import { nameKey } from '../../../contracts/nameKey.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { signingRecordName } from '../../../contracts/recordNames.js';
import { signingContract } from '../../../contracts/resources/signings.js';
import { monthOf } from '../../../contracts/settlement.js';
import {
  basisPointsToShare,
  shareToBasisPoints,
  type SigningRecord,
  type SigningTerm,
  termOf,
} from '../../../contracts/signing.js';
import { isoTime } from '../../db/values.js';
import { fail } from '../../http/envelope.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { namesBy } from '../masterData/related.js';
import { assertMonthsOpen, assertNoOverlap, lockScript, type Terms, termsOf } from './signingRules.js';

const invalid = (field: string, message: string) =>
  fail.invalid(message, [{ field, reason: 'invalid_value', message }]);

function signingOf(row: Row): SigningRecord {
  const terms = termsOf(row);
  return {
    id: Number(row.id),
    scriptId: Number(row.script_id),
    scriptName: '',
    companyId: terms.companyId,
    companyName: '',
    sharePercent: basisPointsToShare(terms.shareBp),
    startMonth: terms.startMonth,
    endMonth: terms.endMonth,
    term: termOf(terms.startMonth, terms.endMonth, Date.now()),
    note: String(row.note ?? ''),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

/** Where contracts stand this month, as a condition on their columns. */
function termIs(term: string): ReturnType<typeof sql<SqlBool>> {
  const month = monthOf(Date.now());
  const t = term as SigningTerm;
  if (t === 'upcoming') return sql<SqlBool>`script_signings.start_month > ${month}`;
  if (t === 'past') return sql<SqlBool>`script_signings.end_month < ${month}`;
  return inForce(month);
}

function inForce(month: string) {
  return sql<SqlBool>`(script_signings.start_month <= ${month} and (script_signings.end_month is null or script_signings.end_month >= ${month}))`;
}

async function assertCompany(db: LooseDb, companyId: number): Promise<void> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!row) throw invalid('companyId', 'companyId names no company');
}

/** The checks every write makes on the terms it leaves: the end after the start, no overlap, open months. */
async function assertTerms(db: LooseDb, scriptId: number, before: Terms | null, after: Terms, self: number | null) {
  if (after.endMonth !== null && after.endMonth < after.startMonth)
    throw invalid('endMonth', 'endMonth comes on or after startMonth');
  await assertNoOverlap(db, scriptId, after, self);
  await assertMonthsOpen(db, scriptId, before, after);
}

export const signingResource = defineResource(signingContract, {
  auditEntity: 'script_signing',
  recordName: (record) => signingRecordName(record.scriptName, record.companyName, record.startMonth),
  table: 'script_signings',
  toRecord: signingOf,
  secretFields: ['scriptName', 'companyName', 'term'],
  async enrich(db, records) {
    const [scripts, companies] = await Promise.all([
      namesBy(db, 'scripts', 'script_name', records.map((r) => r.scriptId)),
      namesBy(db, 'companies', 'name', records.map((r) => r.companyId)),
    ]);
    return records.map((r) => ({
      ...r,
      scriptName: scripts.get(r.scriptId) ?? '',
      companyName: companies.get(r.companyId) ?? '',
    }));
  },
  ownership: {
    unscopedRoles: ['ADMIN', 'AUDITOR'],
    byRole: { BUSINESS_COMPANY: { column: 'company_id', ownerOf: (user) => user.companyId } },
  },
  list: {
    roles: ENTITY_ROLES.ScriptSigning.list,
    filters: {
      scriptId: { column: 'script_id' },
      companyId: { column: 'company_id' },
      term: { where: termIs },
      inForce: { where: inForce },
    },
    sortColumns: {
      id: 'id',
      startMonth: 'start_month',
      sharePercent: 'share_bp',
      createdAt: 'created_at',
    },
  },
  add: {
    roles: ENTITY_ROLES.ScriptSigning.add,
    async toRow(input, _caller, db) {
      const scriptId = Number(input.scriptId);
      if (!(await lockScript(db, scriptId))) throw invalid('scriptId', 'scriptId names no script');
      await assertCompany(db, Number(input.companyId));
      const terms: Terms = {
        companyId: Number(input.companyId),
        shareBp: shareToBasisPoints(String(input.sharePercent)),
        startMonth: String(input.startMonth),
        endMonth: (input.endMonth as string | null | undefined) ?? null,
      };
      await assertTerms(db, scriptId, null, terms, null);
      return {
        script_id: scriptId,
        company_id: terms.companyId,
        share_bp: terms.shareBp,
        start_month: terms.startMonth,
        end_month: terms.endMonth,
        note: String(input.note ?? ''),
      };
    },
    async sample(db) {
      // A script of its own, so the sample never overlaps a contract already there.
      const owner = await db.selectFrom('user_roles').select('user_id').where('role', '=', 'CREATOR').orderBy('user_id').executeTakeFirstOrThrow();
      const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
      const name = `Signing Sample ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      const at = isoTime();
      const script = await db
        .insertInto('scripts')
        .values({ script_name: name, script_name_key: nameKey(name), script_package: 'com.sample.signing', owner_id: owner.user_id, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { scriptId: script.id, companyId: company.id, sharePercent: '30', startMonth: '2030-01', endMonth: '2030-12', note: '' };
    },
  },
  update: {
    roles: ENTITY_ROLES.ScriptSigning.update,
    async toRow(changes, before, _caller, db) {
      const scriptId = Number(before.script_id);
      await lockScript(db, scriptId);
      if (changes.companyId !== undefined) await assertCompany(db, Number(changes.companyId));
      const was = termsOf(before);
      const row: Row = {};
      if (changes.companyId !== undefined) row.company_id = Number(changes.companyId);
      if (changes.sharePercent !== undefined) row.share_bp = shareToBasisPoints(String(changes.sharePercent));
      if (changes.startMonth !== undefined) row.start_month = changes.startMonth;
      if (changes.endMonth !== undefined) row.end_month = changes.endMonth;
      if (changes.note !== undefined) row.note = changes.note;
      await assertTerms(db, scriptId, was, termsOf({ ...before, ...row }), Number(before.id));
      return row;
    },
    sample: { note: 'Probe note' },
  },
  remove: {
    roles: ENTITY_ROLES.ScriptSigning.delete,
    check: (db, before) => assertMonthsOpen(db, Number(before.script_id), termsOf(before), null),
  },
});
