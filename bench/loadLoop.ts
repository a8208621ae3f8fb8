/**
 * The load loop every endpoint benchmark shares: CONCURRENCY fetch loops against one URL for a
 * fixed time (after a short warm-up that is not measured), reporting requests per second and
 * p50/p99 latency, so endpoints of one run can be read side by side. The clients run on a worker
 * thread, as a load generator in another process would: the server keeps its thread to itself.
 */
import { Worker } from 'node:worker_threads';

const CONCURRENCY = 16;
const DURATION_MS = 4_000;
const WARM_UP_MS = 500;
const MAX_REQUESTS = 50_000;

export interface EndpointResult {
  name: string;
  path: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The p-th percentile of ascending values (the nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** CONCURRENCY clients against one URL for `durationMs`, on a worker thread (loadWorker.mjs). */
async function load(
  url: string,
  headers: Record<string, string>,
  durationMs: number,
): Promise<Omit<EndpointResult, 'name' | 'path'>> {
  const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), {
    workerData: { url, headers, durationMs, concurrency: CONCURRENCY, maxRequests: MAX_REQUESTS },
  });
  const measured = await new Promise<{ latencies: number[]; errors: number; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
  const latencies = measured.latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: measured.errors,
    requestsPerSecond: Math.round(latencies.length / measured.seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  };
}

/** Each endpoint in turn (warm-up, then measured), one line each. */
export async function measureEndpoints(
  base: string,
  headers: Record<string, string>,
  endpoints: readonly (readonly [name: string, path: string])[],
  log: (line: string) => void,
): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const [name, path] of endpoints) {
    await load(`${base}${path}`, headers, WARM_UP_MS); // prepared statements, JIT: not measured
    const result = { name, path, ...(await load(`${base}${path}`, headers, DURATION_MS)) };
    results.push(result);
    log(
      `  ${name.padEnd(40)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${result.p50Ms.toFixed(2).padStart(8)} ms   p99 ${result.p99Ms.toFixed(2).padStart(8)} ms` +
        (result.errors ? `   ${result.errors} errors` : ''),
    );
  }
  return results;
}
