/**
 * The report calls (docs/reports.md): the launch records and the keywords as resources (query and
 * CSV export), the launch records' daily figures and a keyword's trend. The two reads are silent:
 * the screens show their own error state with a retry.
 */
import type { KeywordTrend, LaunchFigures } from '@contracts/reports.js';
import { launchRecordContract, searchKeywordContract } from '@contracts/resources/reports.js';
import { request } from './client';
import { resourceApi } from './resources';

export const reportApis = {
  launchRecords: resourceApi(launchRecordContract),
  keywords: resourceApi(searchKeywordContract),
};

/** The period of a report read: both ends optional (the server fills in the last 30 days). */
export interface PeriodParams {
  dayFrom?: string;
  dayTo?: string;
}

export interface ReportReads {
  launchFigures(params: PeriodParams & { scriptId?: number }): Promise<LaunchFigures>;
  keywordTrend(params: PeriodParams & { keyword: string }): Promise<KeywordTrend>;
}

export const reportReads: ReportReads = {
  launchFigures: (params) => request({ method: 'GET', url: '/api/record/queryLaunchFigures', params }, { silent: true }),
  keywordTrend: (params) => request({ method: 'GET', url: '/api/search/querySearchKeywordTrend', params }, { silent: true }),
};
