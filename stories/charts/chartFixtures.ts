/**
 * An in-memory ChartApi with the server's chart semantics (docs/settlement.md): one point per
 * day of the month, zeros where nothing was counted, names from its own records, and 404 for a
 * script or partner it does not know (another owner's). For stories and component tests: never
 * a live server.
 */
import { daysOfMonth, type ClickChartPoint, type ScriptChartPoint } from '@contracts/activity.js';
import type { ChartApi } from '@/api/activity';
import { apiError } from '../fixtures/apiErrors';

export const SCRIPTS: Record<number, string> = { 1: 'Rocket Racer', 2: 'Star Miner' };
export const PARTNERS: Record<number, string> = { 1: 'Starlight Games', 2: 'Blue Harbor' };

export interface ChartFixtureOptions {
  /** Milliseconds each answer waits; `Infinity` never answers (a loading story). */
  delay?: number;
  /** Calls fail with this (an ApiError)… */
  error?: unknown;
  /** …this many times, then answer (every time when omitted). */
  failures?: number;
  /** Months with nothing counted (every figure zero). */
  emptyMonths?: string[];
}

export interface ChartCall {
  kind: 'script' | 'cooperate' | 'scriptCooperate';
  scriptId?: number;
  cooperateId?: number;
  countTime: string;
}

/** A busy, growing month: more on weekends, the day of the month in every figure. */
function activeOn(day: string, salt: number): number {
  const date = new Date(`${day}T00:00:00Z`);
  const weekend = date.getUTCDay() % 6 === 0 ? 240 : 0;
  return 900 + salt * 60 + date.getUTCDate() * 23 + weekend;
}

export function scriptPoints(countTime: string, scriptId = 1, empty = false): ScriptChartPoint[] {
  return daysOfMonth(countTime).map((day) => {
    const active = empty ? 0 : activeOn(day, scriptId);
    const part = (share: number) => Math.round(active * share);
    return {
      day,
      activeNum: active,
      freeNum: part(0.3),
      trialNum: part(0.1),
      redFingerNum: part(0.4),
      vmosNum: part(0.25),
      virtualCloudNum: part(0.2),
      flyingCloudNum: part(0.15),
      ecpm: empty ? '0.00' : (12 + (active % 7) / 4).toFixed(2),
    };
  });
}

export function clickPoints(countTime: string, salt = 1, empty = false): ClickChartPoint[] {
  return daysOfMonth(countTime).map((day) => {
    const active = empty ? 0 : activeOn(day, salt);
    return { day, activeNum: active, clickNum: Math.round(active * 2.5) };
  });
}

const wait = (ms: number) =>
  ms === Infinity
    ? new Promise<never>(() => {})
    : new Promise<void>((resolve) => setTimeout(resolve, ms));

export function fixtureChartApi(options: ChartFixtureOptions = {}) {
  const calls: ChartCall[] = [];
  let failed = 0;
  const notFound = () => apiError(404, 'not_found', 'Not found');

  async function answer<T>(call: ChartCall, build: () => T | null): Promise<T> {
    calls.push(call);
    await wait(options.delay ?? 0);
    if (options.error !== undefined && failed < (options.failures ?? Infinity)) {
      failed += 1;
      throw options.error;
    }
    const data = build();
    if (data === null) throw notFound();
    return data;
  }
  const empty = (countTime: string) => options.emptyMonths?.includes(countTime) ?? false;

  const api: ChartApi = {
    scriptChart: (scriptId, countTime) =>
      answer({ kind: 'script', scriptId, countTime }, () => {
        const scriptName = SCRIPTS[scriptId];
        if (!scriptName) return null;
        return {
          scriptId,
          scriptName,
          countTime,
          points: scriptPoints(countTime, scriptId, empty(countTime)),
        };
      }),
    cooperateChart: (cooperateId, countTime) =>
      answer({ kind: 'cooperate', cooperateId, countTime }, () => {
        const cooperateName = PARTNERS[cooperateId];
        if (!cooperateName) return null;
        return {
          cooperateId,
          cooperateName,
          countTime,
          points: clickPoints(countTime, cooperateId, empty(countTime)),
        };
      }),
    scriptCooperateChart: (scriptId, cooperateId, countTime) =>
      answer({ kind: 'scriptCooperate', scriptId, cooperateId, countTime }, () => {
        const scriptName = SCRIPTS[scriptId];
        const cooperateName = PARTNERS[cooperateId];
        if (!scriptName || !cooperateName) return null;
        const points = clickPoints(countTime, scriptId + cooperateId, empty(countTime));
        return { scriptId, scriptName, cooperateId, cooperateName, countTime, points };
      }),
  };
  return { api, calls };
}

export { apiError };
