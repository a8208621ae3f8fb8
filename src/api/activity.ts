/**
 * The activity calls (docs/settlement.md): every figure list as a resource (query and
 * CSV export), the three charts, and the settlement events. The lists are read-only: their
 * `add`, `update` and `remove` are never offered (no permission), so they are never called.
 */
import type {
  CooperateActiveChart,
  ScriptActiveChart,
  ScriptCooperateActiveChart,
  SettlementChange,
} from '@contracts/activity.js';
import type { ResourceContract } from '@contracts/resourceContract.js';
import {
  cooperateDayContract,
  cooperateMonthContract,
  cooperateScriptDayContract,
  linkerDayContract,
  linkerMonthContract,
  scriptCooperateDayContract,
  scriptCooperateMonthContract,
  scriptDayContract,
  scriptMonthContract,
} from '@contracts/resources/figures.js';
import type { ExamineActiveForm, ReturnActiveForm } from '@contracts/settlement.js';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

/** A read-only figure list's calls (query and export). */
export type FigureApi<C extends ResourceContract> = ResourceApi<C>;

/** The figure lists, from their contracts. */
export const figureApis = {
  scriptMonths: resourceApi(scriptMonthContract),
  scriptDays: resourceApi(scriptDayContract),
  scriptCooperateDays: resourceApi(scriptCooperateDayContract),
  scriptCooperateMonths: resourceApi(scriptCooperateMonthContract),
  cooperateDays: resourceApi(cooperateDayContract),
  cooperateMonths: resourceApi(cooperateMonthContract),
  cooperateScriptDays: resourceApi(cooperateScriptDayContract),
  linkerDays: resourceApi(linkerDayContract),
  linkerMonths: resourceApi(linkerMonthContract),
};

export interface ChartApi {
  scriptChart(scriptId: number, countTime: string): Promise<ScriptActiveChart>;
  cooperateChart(cooperateId: number, countTime: string): Promise<CooperateActiveChart>;
  scriptCooperateChart(scriptId: number, cooperateId: number, countTime: string): Promise<ScriptCooperateActiveChart>;
}

/** Silent: the chart screen shows its own error state with a retry. */
export const chartApi: ChartApi = {
  scriptChart: (scriptId, countTime) =>
    request({ method: 'GET', url: '/api/active/queryScriptActiveChart', params: { scriptId, countTime } }, { silent: true }),
  cooperateChart: (cooperateId, countTime) =>
    request({ method: 'GET', url: '/api/active/cooperate/queryActiveChart', params: { cooperateId, countTime } }, { silent: true }),
  scriptCooperateChart: (scriptId, cooperateId, countTime) =>
    request(
      { method: 'GET', url: '/api/active/cooperate/queryScriptActiveChart', params: { scriptId, cooperateId, countTime } },
      { silent: true },
    ),
};

export interface SettlementApi {
  apply(id: number): Promise<SettlementChange>;
  examine(body: ExamineActiveForm): Promise<SettlementChange>;
  returnToOwner(body: ReturnActiveForm): Promise<SettlementChange>;
  confirm(id: number): Promise<SettlementChange>;
}

/** Silent: the settlement actions tell the user what happened (src/screens/active/settlement). */
export const settlementApi: SettlementApi = {
  apply: (id) => request({ method: 'POST', url: '/api/active/applyActive', data: { id } }, { silent: true }),
  examine: (body) => request({ method: 'POST', url: '/api/active/examineActive', data: body }, { silent: true }),
  returnToOwner: (body) => request({ method: 'POST', url: '/api/active/returnActive', data: body }, { silent: true }),
  confirm: (id) => request({ method: 'POST', url: '/api/active/confirmActive', data: { id } }, { silent: true }),
};
