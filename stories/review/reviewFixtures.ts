/**
 * In-memory review worlds for the review stories and component tests: sample clicker configs
 * and shared configs in every status, their whole contents, and the review API over them, whose
 * events run the real review machine (stories/fixtures/reviewFlow.ts). The list is scoped as the
 * server scopes it: ADMIN and AUDITOR see every row, a CREATOR their own.
 */
import type { ConfigRecord, LinkerRecord, ReviewActor, ReviewStatus } from '@contracts/review.js';
import type { RecordOf } from '@contracts/resourceContract.js';
import { configContract, linkerContract } from '@contracts/resources/reviews.js';
import type { ReviewApi, ReviewContractOf } from '@/api/review';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';
import { fixtureReviewFlow, previewOf, type ReviewFlowOptions } from '../fixtures/reviewFlow';

export { apiError } from '../fixtures/resourceFixture';

export const ADMIN_ACTOR: ReviewActor = { id: 1, roles: ['ADMIN'] };
export const OWNER_ACTOR: ReviewActor = { id: 3, roles: ['CREATOR'] };
export const OTHER_OWNER_ACTOR: ReviewActor = { id: 4, roles: ['CREATOR'] };
export const AUDITOR_ACTOR: ReviewActor = { id: 10, roles: ['AUDITOR'] };

const OWNERS: Record<number, string> = { 3: 'Script Author One', 4: 'Script Author Two' };
const SCRIPTS = [
  { scriptId: 11, scriptName: 'Puzzle Kingdom Auto' },
  { scriptId: 12, scriptName: 'Quick Clicker Pro' },
];

/** One sample per line: name, owner, status, reject reason. */
const SAMPLES: [string, number, ReviewStatus, string | null][] = [
  ['Auto Tap Daily', 3, 'pending', null],
  ['Boss Rush Loop', 4, 'pending', null],
  ['Gold Farm Night', 3, 'approved', null],
  ['Arena Sweep', 4, 'listed', null],
  ['Event Grinder', 3, 'rejected', 'Clicks outside the game window'],
  ['Old Quest Helper', 4, 'delisted', null],
  ['Daily Login Bot', 3, 'pending', null],
];

/** A config's content: clicker settings as JSON, long enough for the viewer to scroll. */
export function sampleContent(name: string): string {
  const steps = Array.from({ length: 40 }, (_, i) => ({
    x: 120 + i * 7,
    y: 640 - i * 3,
    delayMs: 250,
  }));
  return JSON.stringify({ name, loop: true, steps }, null, 2);
}

const common = (index: number) => {
  const [name, ownerId, status, rejectReason] = SAMPLES[index]!;
  const id = 101 + index;
  const day = String(1 + index).padStart(2, '0');
  return {
    id,
    name,
    ownerId,
    ownerNick: OWNERS[ownerId]!,
    status,
    rejectReason,
    createdAt: `2026-01-${day}T08:00:00.000Z`,
    updatedAt: `2026-01-${day}T09:30:00.000Z`,
    contentPreview: previewOf(sampleContent(name)),
    ...SCRIPTS[index % 2]!,
  };
};

export function sampleConfigs(): ConfigRecord[] {
  return SAMPLES.map((_, index) => {
    const { name, ...row } = common(index);
    return { ...row, configName: name };
  });
}

export function sampleLinkers(): LinkerRecord[] {
  return SAMPLES.map((_, index) => {
    const { name, ...row } = common(index);
    const file = `${name.toLowerCase().replace(/ /g, '-')}.json`;
    // Shared configs need not belong to a script.
    const script = index === 3 ? { scriptId: null, scriptName: null } : {};
    return { ...row, ...script, linkerName: `Shared ${name}`, configName: file };
  });
}

export type ReviewWorldOptions<Row> = FixtureOptions<Row> & ReviewFlowOptions;

const seesAll = (actor: ReviewActor) =>
  actor.roles.includes('ADMIN') || actor.roles.includes('AUDITOR');

function world<Row extends ConfigRecord | LinkerRecord>(
  samples: Row[],
  contains: Record<string, (keyof Row & string)[]>,
  contract: ReviewContractOf<Row>,
  actor: ReviewActor,
  options: ReviewWorldOptions<Row>,
) {
  const rows = (options.rows ?? samples).map((row) => ({ ...row }));
  const contents = new Map(
    rows.map((row) => [row.id, sampleContent('configName' in row ? row.configName : '')]),
  );
  // The same row objects: what an event changes, the list shows.
  const visible = rows.filter((row) => seesAll(actor) || row.ownerId === actor.id);
  const list = fixtureResourceApi<ReviewContractOf<Row>, Row & RecordOf<ReviewContractOf<Row>>>(
    contract,
    {
      contains,
      equals: ['status', 'ownerId', 'scriptId'] as (keyof Row & string)[],
      ranges: { createdAt: 'createdAt' as keyof Row & string },
    },
    { ...options, rows: visible as (Row & RecordOf<ReviewContractOf<Row>>)[] },
  );
  const flow = fixtureReviewFlow(rows, contents, actor, options);
  const api: ReviewApi<Row> = { records: list.api, ...flow.events };
  return { api, rows, contents, calls: flow.calls, listCalls: list.calls };
}

export function fixtureConfigWorld(
  actor: ReviewActor,
  options: ReviewWorldOptions<ConfigRecord> = {},
) {
  return world<ConfigRecord>(
    sampleConfigs(),
    { scriptName: ['scriptName'], ownerName: ['ownerNick'], configName: ['configName'] },
    configContract,
    actor,
    options,
  );
}

export function fixtureLinkerWorld(
  actor: ReviewActor,
  options: ReviewWorldOptions<LinkerRecord> = {},
) {
  return world<LinkerRecord>(
    sampleLinkers(),
    {
      linkerName: ['linkerName', 'configName'],
      scriptName: ['scriptName'],
      ownerName: ['ownerNick'],
    },
    linkerContract,
    actor,
    options,
  );
}
