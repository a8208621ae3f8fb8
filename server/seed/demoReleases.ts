/**
 * Demo versions (docs/releases.md): two of each demo author's scripts get APK, RC and course
 * versions, the app three releases (one still rolling out) and the Lua code three versions, with
 * their History (uploaded, activated, superseded). Files go through the same storage as uploads.
 * Once: a database with any version is left alone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { releaseRecordName } from '../../contracts/recordNames.js';
import { type ReleaseKind, type ReleaseStatus, trackOf } from '../../contracts/release.js';
import { appendAudit } from '../db/audit.js';
import type { DB } from '../db/schema.js';
import { isoTime, toDbBool } from '../db/values.js';
import { type FileStorage, uploadKey } from '../modules/files/storage.js';
import { DEMO_SCRIPTS } from './activityData.js';
import { demoApk, demoLua, demoPdf, demoRc } from './demoReleaseFiles.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoVersion {
  kind: ReleaseKind;
  scriptId: number | null;
  scriptName: string | null;
  versionCode: number;
  versionName: string;
  status: ReleaseStatus;
  forceUpdate?: boolean;
  rolloutPercent?: number;
  notes: string;
  /** Writes the file; answers its content type and extension. */
  make(path: string): Promise<{ contentType: string; extension: string }>;
  fileName: string;
  ownerId: number | null;
}

const APK = { contentType: 'application/vnd.android.package-archive', extension: 'apk' };

async function store(storage: FileStorage, dir: string, version: DemoVersion) {
  const path = join(dir, version.fileName);
  const type = await version.make(path);
  const bytes = await readFile(path);
  const key = uploadKey(randomBytes(16).toString('hex'), type.extension);
  await storage.adopt(path, key, type.contentType);
  await rm(path, { force: true });
  return {
    key,
    md5: createHash('md5').update(bytes).digest('hex'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    contentType: type.contentType,
  };
}

async function insert(db: Kysely<DB>, storage: FileStorage, dir: string, version: DemoVersion, at: number): Promise<void> {
  const file = await store(storage, dir, version);
  const actorId = version.ownerId;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('stored_files').values({ key: file.key, store: 'releases', md5: file.md5, sha256: file.sha256, size: file.size, content_type: file.contentType, file_name: version.fileName, uploaded_by: actorId, created_at: isoTime(at) }).execute();
    const row = await trx
      .insertInto('releases')
      .values({
        track: trackOf(version.kind, version.scriptId),
        kind: version.kind,
        script_id: version.scriptId,
        version_code: version.versionCode,
        version_name: version.versionName,
        force_update: toDbBool(version.forceUpdate ?? false),
        rollout_percent: version.rolloutPercent ?? 100,
        notes: version.notes,
        file_key: file.key,
        status: version.status,
        activated_at: version.status === 'uploaded' ? null : isoTime(at + 60_000),
        created_by: actorId,
        created_at: isoTime(at),
        updated_at: isoTime(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = { actorId, entity: 'release', entityId: row.id, recordName: releaseRecordName(version.scriptName, version.versionName, version.fileName) };
    await appendAudit(trx, { ...entry, event: 'ADD', toStatus: 'uploaded', payload: { kind: version.kind, version: version.versionName, fileName: version.fileName, size: file.size, md5: file.md5 } }, at);
    if (version.status === 'uploaded') return;
    await appendAudit(trx, { ...entry, event: 'ACTIVATE', fromStatus: 'uploaded', toStatus: 'active', payload: {} }, at + 60_000);
    if (version.status === 'superseded') await appendAudit(trx, { ...entry, event: 'SUPERSEDE', fromStatus: 'active', toStatus: 'superseded', payload: {} }, at + DAY_MS);
  });
}

function scriptVersions(script: { id: number; name: string; pkg: string; ownerId: number }): DemoVersion[] {
  const slug = script.pkg.split('.').pop()!;
  const common = { scriptId: script.id, scriptName: script.name, ownerId: script.ownerId };
  return [
    { ...common, kind: 'apk', versionCode: 1, versionName: '1', status: 'superseded', notes: 'First release.', fileName: `${slug}-1.apk`, make: async (p) => (await demoApk(p, script.pkg, 1), APK) },
    { ...common, kind: 'apk', versionCode: 2, versionName: '2', status: 'active', forceUpdate: true, notes: 'Fixes the reward screen taps.', fileName: `${slug}-2.apk`, make: async (p) => (await demoApk(p, script.pkg, 2), APK) },
    { ...common, kind: 'rc', versionCode: 1, versionName: '1', status: 'active', notes: 'Screens of the current season.', fileName: `${slug}.rc`, make: async (p) => (await demoRc(p, script.name, 1), { contentType: 'application/zip', extension: 'rc' }) },
    { ...common, kind: 'course', versionCode: 1, versionName: '1', status: 'active', notes: 'How to start the script.', fileName: `${slug}-guide.pdf`, make: async (p) => (await demoPdf(p, `${script.name}: getting started`), { contentType: 'application/pdf', extension: 'pdf' }) },
  ];
}

function appAndLuaVersions(adminId: number, luaAdminId: number | null): DemoVersion[] {
  const app = (code: number, name: string, status: ReleaseStatus, extra: Partial<DemoVersion>): DemoVersion => ({
    kind: 'app', scriptId: null, scriptName: null, versionCode: code, versionName: name, status, notes: '', ownerId: adminId,
    fileName: `rocket-assistant-${name}.apk`, make: async (p) => (await demoApk(p, 'com.rocket.assistant', code), APK), ...extra,
  });
  const lua = (version: number, status: ReleaseStatus): DemoVersion => ({
    kind: 'lua', scriptId: null, scriptName: null, versionCode: version, versionName: String(version), status, notes: `Detection rules, round ${version}.`, ownerId: luaAdminId ?? adminId,
    fileName: `detect-${version}.lua`, make: async (p) => (await writeFile(p, demoLua(version)), { contentType: 'text/x-lua', extension: 'lua' }),
  });
  return [
    app(100, '1.0.0', 'superseded', { notes: 'First public release.' }),
    app(110, '1.1.0', 'active', { forceUpdate: true, notes: 'Sign-in fix: every older app must update.' }),
    app(120, '1.2.0', 'uploaded', { rolloutPercent: 20, notes: 'New script store layout, for one device in five first.' }),
    lua(1, 'superseded'),
    lua(2, 'active'),
    lua(3, 'uploaded'),
  ];
}

export async function seedDemoReleases(db: Kysely<DB>, storage: FileStorage, now: number = Date.now()): Promise<number> {
  if (await db.selectFrom('releases').select('id').limit(1).executeTakeFirst()) return 0;
  const users = await db.selectFrom('users').select(['id', 'username_key']).where('username_key', 'in', ['admin', 'luaadmin']).execute();
  const admin = users.find((u) => u.username_key === 'admin');
  if (!admin) return 0;
  const luaAdmin = users.find((u) => u.username_key !== 'admin');
  const names = DEMO_SCRIPTS.map((s) => s.name);
  const scripts = await db.selectFrom('scripts').select(['id', 'script_name', 'script_package', 'owner_id']).where('script_name', 'in', names).orderBy('id').execute();
  // Two scripts of each author, so each has files of their own and another's to be kept from.
  const byOwner = new Map<number, typeof scripts>();
  for (const s of scripts) byOwner.set(Number(s.owner_id), [...(byOwner.get(Number(s.owner_id)) ?? []), s].slice(0, 2));
  const versions = [
    ...[...byOwner.values()].flat().flatMap((s) => scriptVersions({ id: Number(s.id), name: s.script_name, pkg: s.script_package, ownerId: Number(s.owner_id) })),
    ...appAndLuaVersions(Number(admin.id), luaAdmin ? Number(luaAdmin.id) : null),
  ];
  const dir = await mkdtemp(join(tmpdir(), 'rocket-demo-releases-'));
  try {
    let at = now - versions.length * DAY_MS;
    for (const version of versions) {
      await insert(db, storage, dir, version, at);
      at += DAY_MS;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return versions.length;
}
