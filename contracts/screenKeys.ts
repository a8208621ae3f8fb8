/**
 * Every screen key of the route table (docs/routes.md): a route's `screen` must be one of these,
 * and the browser's screen registry must say for each what it shows (a file, or "not built yet"),
 * so a typo or a forgotten screen is a type error rather than a silent "not built yet" page.
 */

/** Pages the router owns itself. */
export const ROUTER_PAGE_KEYS = ['page401', 'page404', 'authRedirect', 'redirect'] as const;

/** Feature screens, in route-table order. */
export const FEATURE_SCREEN_KEYS = [
  'login', 'register', 'repassword', 'dashboard', 'profile',
  'activeChart', 'activeCooperateChart', 'scriptActiveCooperateChart',
  'gameChannelAdmin', 'activityNoticeAdmin', 'useradminAdmin', 'businessCompanyAdmin',
  'gameAdmin', 'brandAdmin', 'scriptAdmin', 'searchAdmin', 'recordAdmin', 'configAdmin',
  'opinionAdmin', 'cardGroupAdmin', 'cardAdmin', 'activeAdmin', 'statisticalAdmin',
  'configReview', 'settlementAdmin', 'thirdScriptAdmin', 'scriptDayActiveAdmin', 'linkerAdmin',
  'linkerActiveAdmin', 'linkerActiveMonthAdmin', 'shareReview',
  'versionAdmin', 'versionUploadApk', 'luaVersionUpload',
  'redStatisticalDay', 'redStatisticalMonth',
  'brandTable', 'scriptTable', 'activeTable', 'statisticalTable', 'cardGenerate', 'cardQuery',
  'scriptOperate', 'companyScriptTable', 'companyActiveTable', 'versionGame', 'signedScript',
  'cooperateAdmin', 'cooperateAdvertAdmin', 'cooperateActiveAdmin', 'cooperateActiveMonthAdmin',
  'scriptCooperateActiveAdmin', 'scriptCooperateActiveMonthAdmin',
  'myActive', 'settlement', 'configTable', 'shareTable',
  'auditTrail', 'auditSettlements', 'auditPartnerSettlements', 'auditConfigs', 'auditSharedConfigs',
] as const;

export type RouterPageKey = (typeof ROUTER_PAGE_KEYS)[number];
export type FeatureScreenKey = (typeof FEATURE_SCREEN_KEYS)[number];
export type ScreenKey = RouterPageKey | FeatureScreenKey;
