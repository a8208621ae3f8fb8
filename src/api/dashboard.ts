/** GET /api/dashboard/summary: the dashboard's figures for the signed-in user (contracts/dashboard.ts). */
import type { DashboardSummary } from '@contracts/dashboard.js';
import { request } from './client';

export interface DashboardApi {
  /** Silent: the dashboard shows its own error with a retry. */
  summary(): Promise<DashboardSummary>;
}

export const dashboardApi: DashboardApi = {
  summary: () => request({ method: 'GET', url: '/api/dashboard/summary' }, { silent: true }),
};
