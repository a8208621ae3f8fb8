/**
 * The clients of a load measurement (bench/loadLoop.ts), run on a thread of their own: in the
 * server's thread, sixteen fetch loops took a third of the time the measurement meant to give
 * the server (docs/scale.md, "The benchmark"). Plain JavaScript, so the worker needs no loader.
 * Answers the latencies in milliseconds, the errors and the seconds measured.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, durationMs, concurrency, maxRequests } = workerData;
const latencies = [];
let errors = 0;
let sent = 0;
const started = performance.now();
const stopAt = started + durationMs;

async function client() {
  while (performance.now() < stopAt && sent < maxRequests) {
    sent += 1;
    const t0 = performance.now();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - t0);
  }
}

await Promise.all(Array.from({ length: concurrency }, client));
parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
