/**
 * GET /api/record/queryLaunchRecord (+ exportLaunchRecord), ADMIN: every kept launch, newest
 * first, narrowed by script, platform, UTC days and device. The rows are launch_events itself
 * (no join), so each filter with the list's order is one range of a 0017 index; the names of the
 * scripts, partners and shared configs a page refers to are read for that page only.
 */
import { sql } from 'kysely';
import type { LaunchRecord } from '../../../contracts/reports.js';
import { REPORT_ROLES } from '../../../contracts/reports.js';
import { launchRecordContract } from '../../../contracts/resources/reports.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';

async function namesOf(db: LooseDb, table: string, column: string, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await db.selectFrom(table).select(['id', column]).where('id', 'in', wanted).execute()) as Row[];
  return new Map(rows.map((row) => [Number(row.id), String(row[column])]));
}

function toLaunchRecord(row: Row): LaunchRecord {
  return {
    id: Number(row.id),
    occurredAt: String(row.occurred_at),
    day: String(row.day),
    scriptId: Number(row.script_id),
    scriptName: '',
    version: String(row.version),
    platform: row.platform as LaunchRecord['platform'],
    access: row.access as LaunchRecord['access'],
    deviceId: String(row.device_id),
    cooperateId: row.cooperate_id === null ? null : Number(row.cooperate_id),
    cooperateName: null,
    linkerId: row.linker_id === null ? null : Number(row.linker_id),
    linkerName: null,
    receivedAt: String(row.received_at),
  };
}

export const launchRecordResource = defineResource(launchRecordContract, {
  auditEntity: 'launch_record',
  table: 'launch_events',
  select: ['id', 'occurred_at', 'day', 'script_id', 'version', 'platform', 'access', 'device_id', 'cooperate_id', 'linker_id', 'received_at'],
  toRecord: toLaunchRecord,
  async enrich(db, records) {
    const [scripts, partners, linkers] = await Promise.all([
      namesOf(db, 'scripts', 'script_name', records.map((r) => r.scriptId)),
      namesOf(db, 'cooperates', 'cooperate_name', records.map((r) => r.cooperateId)),
      namesOf(db, 'linkers', 'linker_name', records.map((r) => r.linkerId)),
    ]);
    return records.map((r) => ({
      ...r,
      scriptName: scripts.get(r.scriptId) ?? '',
      cooperateName: r.cooperateId === null ? null : (partners.get(r.cooperateId) ?? null),
      linkerName: r.linkerId === null ? null : (linkers.get(r.linkerId) ?? null),
    }));
  },
  list: {
    roles: REPORT_ROLES['record/queryLaunchRecord'],
    filters: {
      scriptId: { column: 'script_id' },
      platform: { column: 'platform' },
      // The UTC days of the launch time: the same range of the same index as the order.
      day: { column: 'occurred_at' },
      deviceId: { where: (value) => sql`${sql.ref('launch_events.device_id')} = ${value}` },
    },
    sortColumns: { occurredAt: 'occurred_at', id: 'id' },
  },
});
