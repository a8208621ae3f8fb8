/**
 * Binds the active chart machine to the URL: the query string (chartLinks.ts) is the chart
 * state's one source, so a reload, back/forward and a shared link all show the same chart.
 * Every URL change is sent as OPEN (the machine fetches only when the subject or month really
 * changed); a month change writes the URL (a history entry, so Back returns to the last month).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import {
  activeChartMachine,
  isMonth,
  type ChartData,
  type ChartKind,
  type ChartRequest,
  type ChartSubject,
} from '@machines/activeChart.machine.js';
import type { ChartApi } from '@/api/activity';
import { chartSubjectOf } from '@/screens/active';

/** The current month in UTC, where months close (docs/settlement.md). */
const currentMonth = () => new Date().toISOString().slice(0, 7);

/** The subject of `kind` in the URL; only the parameters that kind uses count. */
export function requestOf(kind: ChartKind, search: URLSearchParams): ChartRequest {
  const all = chartSubjectOf(search);
  const script = kind !== 'cooperate' ? { scriptId: all.scriptId, scriptName: all.scriptName } : {};
  const partner = kind !== 'script' ? { cooperateId: all.cooperateId, cooperateName: all.cooperateName } : {};
  const subject: ChartSubject = { kind, ...script, ...partner };
  // A link with ids but no (valid) month opens the current month rather than nothing.
  return { subject, countTime: all.countTime || currentMonth() };
}

function fetchChart(api: ChartApi, { subject, countTime }: ChartRequest): Promise<ChartData> {
  // The machine only fetches a subject that has its ids (hasSubject), hence the assertions.
  switch (subject.kind) {
    case 'script':
      return api.scriptChart(subject.scriptId!, countTime);
    case 'cooperate':
      return api.cooperateChart(subject.cooperateId!, countTime);
    case 'scriptCooperate':
      return api.scriptCooperateChart(subject.scriptId!, subject.cooperateId!, countTime);
  }
}

export function useChartSubject(kind: ChartKind, api: ChartApi) {
  const [searchParams, setSearchParams] = useSearchParams();
  const logic = useMemo(
    () =>
      activeChartMachine.provide({
        actors: { fetchChart: fromPromise<ChartData, ChartRequest>(({ input }) => fetchChart(api, input)) },
      }),
    [api],
  );
  const actor = useInspectedActorRef(logic, { input: requestOf(kind, searchParams) });
  const snapshot = useSelector(actor, (s) => s);

  const search = searchParams.toString();
  useEffect(() => {
    actor.send({ type: 'OPEN', ...requestOf(kind, new URLSearchParams(search)) });
  }, [actor, kind, search]);

  const setMonth = useCallback(
    (countTime: string) => {
      if (!isMonth(countTime)) return;
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('countTime', countTime);
        return next;
      });
    },
    [setSearchParams],
  );
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);

  return { snapshot, setMonth, retry };
}
