/**
 * Screen keys (contracts/screenKeys.ts) to lazily loaded components: every screen is its own
 * chunk, so the first page loads none it does not show, and loads with its area's strings
 * (src/i18n/areaNamespaces.ts).
 *
 * The registry is typed by the route table's screen keys: each key says which file under
 * src/screens shows it (default export), or that it is not built yet (the route then shows
 * NotBuiltScreen). A key missing here, or one the route table does not know, does not compile;
 * a test checks that every file named here exists.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FeatureScreenKey, RouterPageKey, ScreenKey } from '@contracts/screenKeys.js';
import { namespacesOfScreen } from '@/i18n/areaNamespaces';
import { loadNamespaces } from '@/i18n/namespaceLoading';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const screenModules = import.meta.glob<ScreenModule>('../screens/*/*Screen.tsx');

/** A screen the route table has but nobody has built yet. */
export const NOT_BUILT = null;

/** Feature screens: key → file under src/screens (without .tsx), or NOT_BUILT. */
export const SCREEN_FILES: Record<FeatureScreenKey, string | typeof NOT_BUILT> = {
  login: 'login/LoginScreen',
  register: 'register/RegisterScreen',
  repassword: 'repassword/RepasswordScreen',
  dashboard: 'dashboard/DashboardScreen',
  profile: 'profile/ProfileScreen',
  activeChart: 'charts/ActiveChartScreen',
  activeCooperateChart: 'charts/ActiveCooperateChartScreen',
  scriptActiveCooperateChart: 'charts/ScriptActiveCooperateChartScreen',
  gameChannelAdmin: 'game/GameChannelAdminScreen',
  activityNoticeAdmin: 'activityNotice/ActivityNoticeAdminScreen',
  useradminAdmin: 'useradmin/UseradminAdminScreen',
  businessCompanyAdmin: 'company/BusinessCompanyAdminScreen',
  gameAdmin: 'game/GameAdminScreen',
  brandAdmin: 'brand/BrandAdminScreen',
  scriptAdmin: 'scripts/ScriptCatalogueScreen',
  searchAdmin: 'reports/SearchAdminScreen',
  recordAdmin: 'reports/RecordAdminScreen',
  configAdmin: 'review/ReviewScreen',
  opinionAdmin: 'feedback/FeedbackAdminScreen',
  cardGroupAdmin: 'cards/CardGroupScreen',
  cardAdmin: 'cards/CardKeyScreen',
  activeAdmin: 'active/ScriptMonthsScreen',
  statisticalAdmin: 'active/ScriptMonthsScreen',
  configReview: 'review/ReviewScreen',
  settlementAdmin: 'active/SettlementAdminScreen',
  thirdScriptAdmin: 'scripts/ScriptCatalogueScreen',
  scriptDayActiveAdmin: 'active/ScriptDayActiveAdminScreen',
  linkerAdmin: 'review/ReviewScreen',
  linkerActiveAdmin: 'active/LinkerActiveAdminScreen',
  linkerActiveMonthAdmin: 'active/LinkerActiveMonthAdminScreen',
  shareReview: 'review/ReviewScreen',
  versionAdmin: 'releases/AppReleaseAdminScreen',
  versionUploadApk: 'releases/AppReleaseUploadScreen',
  luaVersionUpload: 'lua/LuaCodeScreen',
  redStatisticalDay: 'active/PartnerDaysScreen',
  redStatisticalMonth: 'active/PartnerMonthsScreen',
  brandTable: 'brand/BrandTableScreen',
  scriptTable: 'scripts/ScriptCatalogueScreen',
  activeTable: 'active/ScriptMonthsScreen',
  statisticalTable: 'active/ScriptMonthsScreen',
  cardGenerate: 'cards/CardGroupScreen',
  cardQuery: 'cards/CardKeyScreen',
  scriptOperate: 'scripts/ScriptCatalogueScreen',
  companyScriptTable: 'scripts/ScriptCatalogueScreen',
  companyActiveTable: 'active/ScriptMonthsScreen',
  versionGame: 'articles/ArticleScreen',
  signedScript: 'signing/SignedScriptScreen',
  cooperateAdmin: 'cooperate/CooperateAdminScreen',
  cooperateAdvertAdmin: 'promotions/PromotionAdminScreen',
  cooperateActiveAdmin: 'active/PartnerDaysScreen',
  cooperateActiveMonthAdmin: 'active/PartnerMonthsScreen',
  scriptCooperateActiveAdmin: 'active/ScriptPartnerDaysScreen',
  scriptCooperateActiveMonthAdmin: 'active/ScriptCooperateActiveMonthAdminScreen',
  myActive: 'active/ScriptPartnerDaysScreen',
  settlement: 'active/SettlementScreen',
  configTable: 'review/ReviewScreen',
  shareTable: 'review/ReviewScreen',
  auditTrail: 'audit/AuditTrailScreen',
  auditSettlements: 'active/ScriptMonthsScreen',
  auditPartnerSettlements: 'active/PartnerMonthsScreen',
  auditConfigs: 'review/ReviewScreen',
  auditSharedConfigs: 'review/ReviewScreen',
};

/** Pages the router itself owns. */
const ROUTER_PAGES: Record<RouterPageKey, ScreenLoader> = {
  page401: () => import('./pages/Page401'),
  page404: () => import('./pages/Page404'),
  authRedirect: () => import('./pages/AuthRedirectPage'),
  redirect: () => import('./pages/RedirectPage'),
};

const isRouterPage = (key: ScreenKey): key is RouterPageKey => key in ROUTER_PAGES;

export function screenLoader(key: ScreenKey | undefined): ScreenLoader | undefined {
  if (!key) return undefined;
  if (isRouterPage(key)) return ROUTER_PAGES[key];
  const file = SCREEN_FILES[key];
  const load = file === NOT_BUILT ? undefined : screenModules[`../screens/${file}.tsx`];
  if (!file || !load) return undefined;
  // The screen's code and its area's strings together: it renders with every string there.
  const namespaces = namespacesOfScreen(file);
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

const lazyScreens = new Map<ScreenKey, LazyExoticComponent<ComponentType>>();

/** The lazy component for `key` (one per key, so React keeps its state), or undefined. */
export function lazyScreen(
  key: ScreenKey | undefined,
): LazyExoticComponent<ComponentType> | undefined {
  const load = key ? screenLoader(key) : undefined;
  if (!key || !load) return undefined;
  let component = lazyScreens.get(key);
  if (!component) {
    component = lazy(load);
    lazyScreens.set(key, component);
  }
  return component;
}
