/**
 * The active chart state of the hidden /charts screens (docs/resources.md): which subject (a
 * script, a partner, or a script through one partner), which month (countTime, `YYYY-MM`), the
 * month's chart data and the failure of the last fetch. The fetch is the injected `fetchChart`
 * actor (`.provide()`), so the machine stays pure; the screens bind it to the URL, which is the
 * state's one source (src/screens/charts/useChartSubject.ts).
 *
 * - A new request (another subject or month) re-enters `loading`: XState stops the old invoke,
 *   so a slow answer for the previous month never shows.
 * - The same request again sends nothing (the URL effect repeats it on every render pass);
 *   only RETRY asks again.
 * - The answer's names replace the URL's: a shared link carrying only ids still shows names.
 * - A failure keeps the subject and month, so the title stays and RETRY asks for the same thing.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  CooperateActiveChart,
  ScriptActiveChart,
  ScriptCooperateActiveChart,
} from '../contracts/activity.js';
import { toFailure, type Failure } from './failure.js';

export type ChartKind = 'script' | 'cooperate' | 'scriptCooperate';

export interface ChartSubject {
  kind: ChartKind;
  scriptId?: number;
  scriptName?: string;
  cooperateId?: number;
  cooperateName?: string;
}

export type ChartData = ScriptActiveChart | CooperateActiveChart | ScriptCooperateActiveChart;

/** What one fetch asks for. */
export interface ChartRequest {
  subject: ChartSubject;
  countTime: string;
}

export interface ActiveChartContext extends ChartRequest {
  data: ChartData | null;
  error: Failure | null;
}

export type ActiveChartEvent =
  /** Show this subject and month (the URL changed: a link, back/forward, a reload). */
  | { type: 'OPEN'; subject: ChartSubject; countTime: string }
  /** Another month of the same subject. */
  | { type: 'SET_MONTH'; countTime: string }
  | { type: 'RETRY' };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export const isMonth = (value: string): boolean => MONTH.test(value);

/** `YYYY-MM` moved by `by` months ('2026-01', -1 → '2025-12'); an invalid month stays as it is. */
export function shiftMonth(month: string, by: number): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + by;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether the subject has the ids its kind needs. */
export function hasSubject(subject: ChartSubject): boolean {
  switch (subject.kind) {
    case 'script':
      return isId(subject.scriptId);
    case 'cooperate':
      return isId(subject.cooperateId);
    case 'scriptCooperate':
      return isId(subject.scriptId) && isId(subject.cooperateId);
  }
}

export const isValidRequest = (request: ChartRequest): boolean =>
  hasSubject(request.subject) && isMonth(request.countTime);

/** The ids and month: two requests with equal keys fetch the same thing (names do not count). */
export function requestKey({ subject, countTime }: ChartRequest): string {
  const { kind, scriptId, cooperateId } = subject;
  return JSON.stringify([kind, scriptId ?? null, cooperateId ?? null, countTime]);
}

const sameIds = (a: ChartSubject, b: ChartSubject) =>
  a.kind === b.kind && a.scriptId === b.scriptId && a.cooperateId === b.cooperateId;

/** The next subject; for the same ids, names already known (from an answer) win over new ones. */
function nextSubject(current: ChartSubject, next: ChartSubject): ChartSubject {
  if (!sameIds(current, next)) return next;
  return {
    ...next,
    scriptName: current.scriptName ?? next.scriptName,
    cooperateName: current.cooperateName ?? next.cooperateName,
  };
}

/** The subject with the names the server answered. */
function namedBy(subject: ChartSubject, data: ChartData): ChartSubject {
  return {
    ...subject,
    ...('scriptName' in data ? { scriptName: data.scriptName } : {}),
    ...('cooperateName' in data ? { cooperateName: data.cooperateName } : {}),
  };
}

/** The request an event asks for. */
function requestAfter(context: ActiveChartContext, event: ActiveChartEvent): ChartRequest {
  switch (event.type) {
    case 'OPEN':
      return { subject: nextSubject(context.subject, event.subject), countTime: event.countTime };
    case 'SET_MONTH':
      return { subject: context.subject, countTime: event.countTime };
    case 'RETRY':
      return context;
  }
}

const changed = (context: ActiveChartContext, event: ActiveChartEvent) =>
  requestKey(requestAfter(context, event)) !== requestKey(context);

/** OPEN and SET_MONTH, in every state: a valid new request (re)loads, an invalid one idles. */
const requestHandlers = [
  { guard: 'newValidRequest', target: 'loading', reenter: true, actions: 'applyRequest' },
  { guard: 'invalidRequest', target: 'idle', actions: 'applyRequest' },
] as const;
const onRequest = { OPEN: [...requestHandlers], SET_MONTH: [...requestHandlers] };

export const activeChartMachine = setup({
  types: {
    context: {} as ActiveChartContext,
    events: {} as ActiveChartEvent,
    input: {} as ChartRequest,
  },
  guards: {
    validRequest: ({ context }) => isValidRequest(context),
    newValidRequest: ({ context, event }) =>
      isValidRequest(requestAfter(context, event)) && changed(context, event),
    invalidRequest: ({ context, event }) => !isValidRequest(requestAfter(context, event)),
  },
  actions: {
    applyRequest: assign(({ context, event }) => ({
      ...requestAfter(context, event),
      data: null,
      error: null,
    })),
  },
  actors: {
    /** Answers the chart of one subject and month. */
    fetchChart: fromPromise<ChartData, ChartRequest>(async () => {
      throw new Error('activeChartMachine: provide a `fetchChart` actor');
    }),
  },
}).createMachine({
  id: 'activeChart',
  context: ({ input }) => ({
    subject: input.subject,
    countTime: input.countTime,
    data: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    /** No valid subject or month: nothing to fetch. */
    idle: {
      // Only taken at start: a request that is invalid lands here and stays.
      always: { guard: 'validRequest', target: 'loading' },
      on: onRequest,
    },
    loading: {
      tags: 'busy',
      on: onRequest,
      invoke: {
        // A fixed id names its done/error events (xstate.done.actor.fetchChart) for model tests.
        id: 'fetchChart',
        src: 'fetchChart',
        input: ({ context }) => ({ subject: context.subject, countTime: context.countTime }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            data: event.output,
            error: null,
            subject: namedBy(context.subject, event.output),
          })),
        },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    ready: { on: onRequest },
    failure: {
      on: { ...onRequest, RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type ActiveChartMachine = typeof activeChartMachine;
