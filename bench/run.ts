/**
 * `npm run bench`: measurements, never assertions in tests. Builds the SPA if stale, starts the
 * real server on a fresh embedded database, and reports each benchmark. Exits non-zero when a
 * budget is exceeded. Results also go to .tmp/bench.json. `npm run bench -- login` (the login
 * page, then the admin's first screen after it; or lists, activity, inspector, uploads, cardKeys,
 * ingestion, scale; several may be named) runs only those sections.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildSpaIfStale, startApp } from '../tests/support/appServer';
import { measureActivity } from './activityFigures';
import { measureCardKeys } from './cardKeys';
import { measureIngestion } from './ingestion';
import { measureInspectorCost } from './inspectorCost';
import { measureInspectorOnScreen } from './inspectorScreen';
import { measureListEndpoints } from './listEndpoints';
import {
  FIRST_SCREEN_BUDGET_BYTES,
  LOGIN_BUDGET_BYTES,
  measureLoginPage,
  totalGzipBytes,
  type FetchedResource,
} from './loginPageWeight';
import { measureUploadThroughput } from './uploadThroughput';
import { measureScale } from './scale';

// Decimal units throughout: 1 kB = 1,000 bytes.
const kB = (count: number) => `${(count / 1000).toFixed(1)} kB`;
const bytes = (count: number) => `${count.toLocaleString('en-US')} bytes`;

const SECTIONS = ['login', 'lists', 'activity', 'inspector', 'uploads', 'cardKeys', 'ingestion', 'scale'] as const;
type Section = (typeof SECTIONS)[number];

function chosenSections(args: string[]): ReadonlySet<Section> {
  const unknown = args.filter((arg) => !(SECTIONS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}: use ${SECTIONS.join(', ')}`);
  return new Set(args.length > 0 ? (args as Section[]) : SECTIONS);
}

function reportWeight(title: string, resources: FetchedResource[], budget: number, note = ''): boolean {
  const total = totalGzipBytes(resources);
  console.log(`\n${title}: what the browser fetches (gzip bytes)`);
  for (const r of [...resources].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${r.type.padEnd(10)} ${bytes(r.gzipBytes).padStart(14)}  ${r.url}`);
  }
  const verdict = total <= budget ? 'within' : 'OVER';
  console.log(`  total ${bytes(total)} (${kB(total)}) of ${bytes(budget)} (${kB(budget)}) budget: ${verdict} budget${note}`);
  return total > budget;
}

async function measureLogin(results: Record<string, unknown>): Promise<boolean> {
  buildSpaIfStale();
  const app = await startApp();
  try {
    const { loginPage, firstScreenAfterLogin } = await measureLoginPage(app.url);
    const loginOver = reportWeight('/login', loginPage, LOGIN_BUDGET_BYTES, ' (vue-element-admin: 396 kB)');
    const screenOver = reportWeight(
      'After /login, signed in as admin, until /dashboard is painted',
      firstScreenAfterLogin,
      FIRST_SCREEN_BUDGET_BYTES,
    );
    results.loginPage = { totalGzipBytes: totalGzipBytes(loginPage), budgetBytes: LOGIN_BUDGET_BYTES, resources: loginPage };
    results.firstScreenAfterLogin = {
      totalGzipBytes: totalGzipBytes(firstScreenAfterLogin),
      budgetBytes: FIRST_SCREEN_BUDGET_BYTES,
      resources: firstScreenAfterLogin,
    };
    return loginOver || screenOver;
  } finally {
    await app.stop();
  }
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  const results: Record<string, unknown> = {};
  const overBudget = sections.has('login') ? await measureLogin(results) : false;
  // List endpoints against 100,000 users, beside a trivial endpoint of the same server.
  if (sections.has('lists')) results.listEndpoints = await measureListEndpoints();
  // Activity figures over 1,000,000 daily rows, on SQLite and PostgreSQL.
  if (sections.has('activity')) results.activity = await measureActivity();
  // The inspector with its panel closed: per machine event, and on a whole list screen.
  if (sections.has('inspector')) {
    results.inspector = {
      machines: await measureInspectorCost(),
      listScreen: measureInspectorOnScreen(),
    };
  }
  // A 200 MB APK copied, then uploaded through tus and added as a version.
  if (sections.has('uploads')) results.uploads = await measureUploadThroughput();
  // 100,000 card keys generated; one key looked up among 1,000,000 beside a trivial endpoint.
  if (sections.has('cardKeys')) results.cardKeys = await measureCardKeys();
  // Launches reported in batches, sustained, beside a trivial endpoint; on both databases.
  if (sections.has('ingestion')) results.ingestion = await measureIngestion();
  // Every big list over ten million day rows and a million users, beside userInfo; both databases;
  // then "next page" on the script days list in Chromium, click to paint, on the same databases.
  if (sections.has('scale')) {
    const scale = await measureScale();
    results.scale = scale.lists;
    results.scalePaint = scale.paint;
  }
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench.json', JSON.stringify(results, null, 2));
  process.exit(overBudget ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
