/**
 * Upload benchmark (docs/files.md, "Upload benchmark"): a 200,000,000-byte APK, first copied on
 * the same disk as a reference (streams, and fs.copyFile), then sent through the product as the
 * browser sends it: tus creation and 8 MiB PATCH chunks to the real app in this process, then
 * addScriptFile, which verifies the MD5 and the content and stores the file. Memory is sampled
 * every 50 ms meanwhile: a large file must not grow it. 1 MB = 1,000,000 bytes.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { copyFile, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_CHUNK_BYTES } from '../contracts/files';
import { openSqlite } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrations';
import type { Database } from '../server/db/schema';
import { hashFile } from '../server/modules/files/verifyUpload';
import { createSession } from '../server/modules/user/sessions';
import { seedDemo } from '../server/seed/demo';
import { writeLargeApk } from '../tests/server/support/largeApk';
import { withBenchServer } from './benchServer';
import { type MemoryFigure, type MemoryReport, sampleMemoryDuring } from './memorySampler';

export const UPLOAD_BENCH_BYTES = 200_000_000;

export interface UploadBenchResult {
  fileBytes: number;
  chunkBytes: number;
  /** Plain copies of the file on the same disk. */
  copy: { streamSeconds: number; streamMBps: number; copyFileSeconds: number; copyFileMBps: number; streamFsyncSeconds: number; streamFsyncMBps: number };
  /** One md5 + sha-256 pass over the file alone, as the server's check makes it. */
  hashSeconds: number;
  product: {
    uploadSeconds: number;
    uploadMBps: number;
    verifyStoreSeconds: number;
    verifyStoreMBps: number;
    totalSeconds: number;
    totalMBps: number;
    /** total throughput / stream copy throughput. */
    ratioToStreamCopy: number;
    ratioToCopyFile: number;
  };
  memory: MemoryReport;
}

const MB = 1_000_000;
const seconds = (since: number) => (performance.now() - since) / 1000;
const mbps = (bytes: number, s: number) => bytes / MB / s;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return seconds(start);
}

/** The reference copies; each copy is deleted before the next. */
async function plainCopies(source: string, dir: string, bytes: number): Promise<UploadBenchResult['copy']> {
  const target = join(dir, 'copy.apk');
  const streamSeconds = await timed(() => pipeline(createReadStream(source), createWriteStream(target)));
  await rm(target);
  const copyFileSeconds = await timed(() => copyFile(source, target));
  await rm(target);
  // The store flushes what it adopts to disk (docs/files.md): the same copy with that flush.
  const streamFsyncSeconds = await timed(async () => {
    await pipeline(createReadStream(source), createWriteStream(target));
    const handle = await open(target, 'r');
    await handle.sync();
    await handle.close();
  });
  await rm(target);
  return {
    streamSeconds,
    streamMBps: mbps(bytes, streamSeconds),
    copyFileSeconds,
    copyFileMBps: mbps(bytes, copyFileSeconds),
    streamFsyncSeconds,
    streamFsyncMBps: mbps(bytes, streamFsyncSeconds),
  };
}

/** tus creation then the file's chunks, read into one reused buffer; answers the id and the MD5 computed meanwhile (as the browser does). */
async function tusUpload(api: string, headers: Record<string, string>, path: string, bytes: number): Promise<{ uploadId: string; md5: string }> {
  const tus = { ...headers, 'Tus-Resumable': '1.0.0' };
  const metadata = `purpose ${Buffer.from('apk').toString('base64')},filename ${Buffer.from('bench.apk').toString('base64')}`;
  const created = await fetch(`${api}/files/tus`, { method: 'POST', headers: { ...tus, 'Upload-Length': String(bytes), 'Upload-Metadata': metadata } });
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, api).href;
  const md5 = createHash('md5');
  const chunk = Buffer.alloc(UPLOAD_CHUNK_BYTES);
  const file = await open(path, 'r');
  try {
    for (let offset = 0; offset < bytes; ) {
      const { bytesRead } = await file.read(chunk, 0, chunk.length, offset);
      const body = chunk.subarray(0, bytesRead);
      md5.update(body);
      const sent = await fetch(location, {
        method: 'PATCH',
        headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body,
      });
      if (sent.status !== 204) throw new Error(`PATCH at ${offset} answered ${sent.status}: ${await sent.text()}`);
      offset += bytesRead;
    }
  } finally {
    await file.close();
  }
  return { uploadId: location.split('/').pop()!, md5: md5.digest('hex') };
}

/** A creator's session and one of their scripts, on the demo data. */
async function creatorAndScript(database: Database): Promise<{ token: string; scriptId: number }> {
  const script = await database.db
    .selectFrom('scripts as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .select(['s.id', 'u.id as ownerId'])
    .where('u.username_key', '=', 'creator1')
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(database.db, Number(script.ownerId), 1);
  return { token, scriptId: Number(script.id) };
}

async function throughProduct(database: Database, apk: string, bytes: number): Promise<{ upload: number; verifyStore: number; memory: MemoryReport }> {
  const { token, scriptId } = await creatorAndScript(database);
  return withBenchServer(database, async (api, adminHeaders) => {
    const headers = { ...adminHeaders, Authorization: `Bearer ${token}` };
    // Let the server's start-up work (sweeps) finish before the baseline is read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { result, memory } = await sampleMemoryDuring(async () => {
      let start = performance.now();
      const { uploadId, md5 } = await tusUpload(api, headers, apk, bytes);
      const upload = seconds(start);
      start = performance.now();
      const added = await fetch(`${api}/script/addScriptFile`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ scriptId, kind: 'apk', version: 1, forceUpdate: false, notes: 'bench', uploadId, md5 }),
      });
      const text = await added.text();
      const verifyStore = seconds(start);
      const record = added.status === 200 ? (JSON.parse(text) as { data: { fileSize?: number } }).data : null;
      if (record?.fileSize !== bytes) throw new Error(`addScriptFile answered ${added.status}: ${text}`);
      return { upload, verifyStore };
    });
    return { ...result, memory };
  });
}

const memoryLine = (name: string, f: MemoryFigure) =>
  `${name} baseline ${f.baselineBytes.toLocaleString('en')} B, peak ${f.peakBytes.toLocaleString('en')} B, peak − baseline ${f.growthBytes.toLocaleString('en')} B`;

export async function measureUploadThroughput(log: (line: string) => void = console.log, bytes = UPLOAD_BENCH_BYTES): Promise<UploadBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'rocket-bench-upload-'));
  const database = openSqlite(join(dir, 'bench.sqlite'));
  try {
    const apk = join(dir, 'bench.apk');
    const generate = await timed(() => writeLargeApk(apk, bytes));
    log(`\nUploads: a ${bytes.toLocaleString('en')}-byte APK written in ${generate.toFixed(1)} s (1 MB = 1,000,000 bytes)`);
    await migrateToLatest(database);
    await seedDemo(database.db, { days: 31 });

    const copy = await plainCopies(apk, dir, bytes);
    log(`  plain copy, streams:           ${copy.streamSeconds.toFixed(2)} s, ${copy.streamMBps.toFixed(0)} MB/s`);
    log(`  plain copy, fs.copyFile:       ${copy.copyFileSeconds.toFixed(2)} s, ${copy.copyFileMBps.toFixed(0)} MB/s`);
    log(`  plain copy, streams + fsync:   ${copy.streamFsyncSeconds.toFixed(2)} s, ${copy.streamFsyncMBps.toFixed(0)} MB/s`);
    const hashSeconds = await timed(() => hashFile(apk));
    log(`  md5 + sha-256 pass alone:      ${hashSeconds.toFixed(2)} s, ${mbps(bytes, hashSeconds).toFixed(0)} MB/s`);

    const { upload, verifyStore, memory } = await throughProduct(database, apk, bytes);
    const total = upload + verifyStore;
    const totalMBps = mbps(bytes, total);
    const product = {
      uploadSeconds: upload,
      uploadMBps: mbps(bytes, upload),
      verifyStoreSeconds: verifyStore,
      verifyStoreMBps: mbps(bytes, verifyStore),
      totalSeconds: total,
      totalMBps,
      ratioToStreamCopy: totalMBps / copy.streamMBps,
      ratioToCopyFile: totalMBps / copy.copyFileMBps,
    };
    log(`  tus upload, ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MiB chunks:     ${upload.toFixed(2)} s, ${product.uploadMBps.toFixed(0)} MB/s`);
    log(`  addScriptFile (verify+store): ${verifyStore.toFixed(2)} s, ${product.verifyStoreMBps.toFixed(0)} MB/s`);
    log(`  total:                         ${total.toFixed(2)} s, ${totalMBps.toFixed(0)} MB/s`);
    log(`  total / plain stream copy:     ${product.ratioToStreamCopy.toFixed(2)} (/ fs.copyFile: ${product.ratioToCopyFile.toFixed(2)})`);
    log(`  memory over ${memory.samples} samples, file ${bytes.toLocaleString('en')} B:`);
    log(`    ${memoryLine('rss     ', memory.rss)}`);
    log(`    ${memoryLine('heapUsed', memory.heapUsed)}`);
    return { fileBytes: bytes, chunkBytes: UPLOAD_CHUNK_BYTES, copy, hashSeconds, product, memory };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
