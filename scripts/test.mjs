#!/usr/bin/env node
// `npm test`: the whole suite (node, dom and e2e projects) in one vitest run, then the one
// closing line CI reads: `N passed, M failed`. Extra arguments go to vitest
// (e.g. `npm test -- --project node`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
rmSync(report, { force: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { stdio: 'inherit', env: process.env });

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  // A file that fails to load fails no test but fails its suite: count it once.
  const brokenFiles = (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed = (json.numFailedTests ?? 0) + brokenFiles;
  // The failures' names last, just above the closing line: a log cut to its tail still says which.
  for (const file of json.testResults ?? []) {
    const where = file.name.replace(process.cwd() + '/', '');
    const names = (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => t.fullName ?? t.title);
    if (file.status === 'failed' && names.length === 0) names.push('(the file did not load)');
    for (const name of names) console.log(`FAILED ${where} > ${name}`);
  }
} catch {
  failed += 1; // no report: the run itself broke
}
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(failed > 0 || passed === 0 ? 1 : 0);
