/**
 * What the inspector costs a real list screen while its panel is closed (docs/inspector.md).
 *
 * The games screen (the shared list view, its list machine, row actions, the app's providers)
 * renders 200 games from the in-memory fixture and is paged through and re-sorted, each
 * interaction timed from the click to the new page on screen. Two variants, interleaved round
 * by round: the app as shipped (every actor carries the inspector's observer) and the same app
 * with the observer taken away (`inspect` mocked to undefined, so XState inspects nothing).
 * The result is the median difference per interaction beside the spread of the same variant
 * between rounds (the noise); "no measurable time" means the difference is inside the noise.
 *
 * Run by `npm run bench` (bench/inspectorScreen.ts); alone:
 * `npx vitest run --config bench/listScreen/vitest.config.ts`.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { GameAdminView } from '@/screens/game/GameAdminScreen';
import { appInspector } from '@/inspector/inspector';
import { renderTool } from '../../tests/component/support/toolsKit';
import { fixtureGameApi, sampleGames } from '../../tests/fixtures/lists/gameFixtures';

const switchboard = vi.hoisted(() => ({ attach: true }));

// The one seam: the observer every actor is given (src/inspector/useInspectedActor.ts reads
// `inspect` when it creates an actor). Off, actors are created with no observer at all.
vi.mock('@/inspector/inspector', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/inspector/inspector')>();
  return {
    ...real,
    get inspect() {
      return switchboard.attach ? real.inspect : undefined;
    },
  };
});

// React schedules as in the browser: act() would hold the updates until the click's promise
// settles, and the timing would wait on itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const PAGES = 10; // 200 games, 20 a page
const ALL = { list: true, add: true, update: true, delete: true };

type Variant = 'off' | 'inspector';

/** Resolves once `ready()` holds, checked after every DOM change (no polling interval). */
function until(ready: () => boolean): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The pager's "Page n of N" node, found again only when React replaced it: a text query over the
 * whole page on every DOM change would cost more than what is measured.
 */
let pagerNode: Element | null = null;
const pagerText = () => {
  if (!pagerNode?.isConnected) {
    pagerNode = screen.queryByText(new RegExp(`^Page \\d+ of ${PAGES}$`));
  }
  return pagerNode?.textContent ?? '';
};
const pageShown = (n: number) => () => pagerText() === `Page ${n} of ${PAGES}`;

interface Round {
  variant: Variant;
  /** Milliseconds per interaction (page change or sort), mean over the round. */
  msPerInteraction: number;
  /**
   * Inspection records captured during the round. Off, only the app-wide actors made once at
   * start (auth, shell settings: their contexts read the observer when the module loads) record
   * their mounting; nothing the screen creates is inspected.
   */
  captured: number;
}

async function round(variant: Variant): Promise<Round> {
  switchboard.attach = variant === 'inspector';
  const before = appInspector.version;
  const fixture = fixtureGameApi({ rows: sampleGames(PAGES * 20) });
  const view = renderTool(
    <GameAdminView api={fixture.api} permissions={ALL} userKey="3" saveFile={() => {}} />,
    { path: '/wn/game-admin' },
  );
  await until(pageShown(1));
  let interactions = 0;
  const started = performance.now();
  for (let page = 2; page <= PAGES; page += 1) {
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await until(pageShown(page));
    interactions += 1;
  }
  for (let page = PAGES - 1; page >= 1; page -= 1) {
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await until(pageShown(page));
    interactions += 1;
  }
  for (const direction of ['ascending', 'descending'] as const) {
    const asked = fixture.calls.query.length;
    const header = screen.getByRole('columnheader', { name: 'Game name' });
    fireEvent.click(within(header).getByRole('button'));
    await until(
      () =>
        screen.getByRole('columnheader', { name: 'Game name' }).getAttribute('aria-sort') ===
          direction &&
        fixture.calls.query.length > asked &&
        pageShown(1)(),
    );
    interactions += 1;
  }
  const elapsed = performance.now() - started;
  view.unmount();
  return {
    variant,
    msPerInteraction: elapsed / interactions,
    captured: appInspector.version - before,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

it('measures the games screen with and without the inspector observer', async () => {
  // Warm-up: the screen's modules, Fluent's styles, the JIT.
  await round('inspector');
  await round('off');
  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const order: Variant[] = index % 2 ? ['off', 'inspector'] : ['inspector', 'off'];
    for (const variant of order) rounds.push(await round(variant));
  }
  const of = (variant: Variant) => rounds.filter((r) => r.variant === variant);
  const off = of('off').map((r) => r.msPerInteraction);
  const on = of('inspector').map((r) => r.msPerInteraction);
  const differences = on.map((value, i) => value - off[i]!);
  // Noise: how far rounds of the same variant lie from their median (median absolute deviation).
  const mad = (values: number[]) => median(values.map((v) => Math.abs(v - median(values))));
  const result = {
    screen: `/wn/game-admin (games list, ${PAGES * 20} rows, 20 a page)`,
    rounds: ROUNDS,
    interactionsPerRound: 2 * (PAGES - 1) + 2,
    offMsPerInteraction: Number(median(off).toFixed(3)),
    inspectorMsPerInteraction: Number(median(on).toFixed(3)),
    differenceMs: Number(median(differences).toFixed(3)),
    differencePercent: Number(((median(differences) / median(off)) * 100).toFixed(1)),
    noiseMs: Number(Math.max(mad(off), mad(on)).toFixed(3)),
    capturedWhenOff: Math.max(...of('off').map((r) => r.captured)),
    capturedWithInspector: median(of('inspector').map((r) => r.captured)),
  };
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-inspector-screen.json', JSON.stringify(result, null, 2));
  if (result.capturedWithInspector < 4 * result.capturedWhenOff) {
    throw new Error(`the observer switch did not work: ${JSON.stringify(result)}`);
  }
});
