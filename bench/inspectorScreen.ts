/**
 * The inspector's cost on a whole list screen while its panel is closed: runs
 * bench/listScreen/inspectorOnScreen.run.tsx in vitest's jsdom (it needs module mocking to take
 * the observer away) and reports its result beside the run-to-run noise.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const RESULT = '.tmp/bench-inspector-screen.json';

export interface InspectorScreenResult {
  screen: string;
  rounds: number;
  interactionsPerRound: number;
  offMsPerInteraction: number;
  inspectorMsPerInteraction: number;
  differenceMs: number;
  differencePercent: number;
  noiseMs: number;
  capturedWhenOff: number;
  capturedWithInspector: number;
}

export function measureInspectorOnScreen(
  log: (line: string) => void = console.log,
): InspectorScreenResult {
  rmSync(RESULT, { force: true });
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'bench/listScreen/vitest.config.ts', '--reporter=dot'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: process.env,
    },
  );
  if (run.status !== 0) throw new Error('the list-screen inspector benchmark failed (see above)');
  const result = JSON.parse(readFileSync(RESULT, 'utf8')) as InspectorScreenResult;
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${value}`;
  const verdict =
    Math.abs(result.differenceMs) <= result.noiseMs
      ? 'within the noise: not measurable'
      : 'outside the noise';
  log(`\ninspector, panel closed, on a list screen (${result.screen}, jsdom)`);
  log(
    `  ${result.offMsPerInteraction} ms per page change or sort without the observer, ${result.inspectorMsPerInteraction} ms with it: ` +
      `${signed(result.differenceMs)} ms (${signed(result.differencePercent)}%), noise ±${result.noiseMs} ms: ${verdict}`,
  );
  log(
    `  ${result.rounds} interleaved rounds × ${result.interactionsPerRound} interactions; ` +
      `${result.capturedWithInspector} inspection records a round with it, ${result.capturedWhenOff} without (app-wide actors only)`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) measureInspectorOnScreen();
