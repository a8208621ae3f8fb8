/** Every managed entity of the API (server/resource/), registered by buildApp and read by the tests. */
import type { AnyResource } from '../resource/resource.js';
import { cooperateDayResource, cooperateMonthResource } from './active/cooperateFigures.js';
import { linkerDayResource, linkerMonthResource } from './active/linkerFigures.js';
import { cooperateScriptDayResource, scriptCooperateDayResource, scriptCooperateMonthResource } from './active/scriptCooperateFigures.js';
import { scriptDayResource } from './active/scriptDays.js';
import { scriptMonthResource } from './active/scriptMonths.js';
import { auditResource } from './audit/auditRoutes.js';
import { REVIEW_TARGETS } from './review/reviewTargets.js';
import { activityNoticeResource } from './masterData/activityNotices.js';
import { brandResource } from './masterData/brands.js';
import { companyResource } from './masterData/companies.js';
import { cooperateResource } from './masterData/cooperates.js';
import { gameChannelResource, gameResource } from './masterData/games.js';
import { scriptResource } from './scripts/scripts.js';
import { signingResource } from './scripts/signings.js';
import { userResource } from './useradmin/users.js';
import { launchRecordResource } from './reports/launchRecords.js';
import { searchKeywordResource } from './reports/searchKeywords.js';
import { promotionResource } from './promotions/promotionResource.js';
import { appReleaseResource, luaVersionResource, scriptFileResource } from './releases/releaseResources.js';
import { articleResource } from './articles/articleResource.js';

export const RESOURCES: readonly AnyResource[] = [
  userResource,
  companyResource,
  gameResource,
  gameChannelResource,
  brandResource,
  cooperateResource,
  activityNoticeResource,
  scriptResource,
  signingResource,
  articleResource,
  promotionResource,
];

/** The read-only figure lists of activity and settlement (server/modules/active/; roles in FIGURE_ROLES). */
export const FIGURE_RESOURCES: readonly AnyResource[] = [
  scriptMonthResource,
  scriptDayResource,
  scriptCooperateDayResource,
  scriptCooperateMonthResource,
  cooperateDayResource,
  cooperateMonthResource,
  cooperateScriptDayResource,
  linkerDayResource,
  linkerMonthResource,
];

/** The reviewed records' lists (server/modules/review/; roles REVIEW_LIST_ROLES). */
export const REVIEW_RESOURCES: readonly AnyResource[] = REVIEW_TARGETS.map((target) => target.resource);

/** The audit trail (server/modules/audit/; roles AUDIT_ROLES). */
export const AUDIT_RESOURCES: readonly AnyResource[] = [auditResource];

/** The version lists (server/modules/releases/; roles RELEASE_READER_ROLES). */
export const RELEASE_RESOURCES: readonly AnyResource[] = [scriptFileResource, appReleaseResource, luaVersionResource];

/** The reports fed by the app's launches and searches (server/modules/reports/; roles REPORT_ROLES). */
export const REPORT_RESOURCES: readonly AnyResource[] = [launchRecordResource, searchKeywordResource];
