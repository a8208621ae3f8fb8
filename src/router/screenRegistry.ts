/**
 * Screen keys (contracts/routeTable.ts `screen`) to lazily loaded components: every screen is
 * its own chunk, so the first page loads none it does not show.
 *
 * Feature screens are found by file name (`src/screens/<area>/<Name>Screen.tsx`, default
 * export) through Vite's glob import: a screen not written yet is simply absent and its route
 * shows NotBuiltScreen, so the app builds at every step while screens arrive one by one.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const screenModules = import.meta.glob<ScreenModule>('../screens/*/*Screen.tsx');

/** Feature screens: key → file under src/screens. Add a line when a screen is built. */
const SCREEN_FILES: Record<string, string> = {
  login: 'login/LoginScreen',
  register: 'register/RegisterScreen',
  repassword: 'repassword/RepasswordScreen',
  profile: 'profile/ProfileScreen',
  gameAdmin: 'game/GameAdminScreen',
  gameChannelAdmin: 'game/GameChannelAdminScreen',
  useradminAdmin: 'useradmin/UseradminAdminScreen',
  businessCompanyAdmin: 'company/BusinessCompanyAdminScreen',
  cooperateAdmin: 'cooperate/CooperateAdminScreen',
  brandAdmin: 'brand/BrandAdminScreen',
  brandTable: 'brand/BrandTableScreen',
  activityNoticeAdmin: 'activityNotice/ActivityNoticeAdminScreen',
  activeAdmin: 'active/ActiveAdminScreen',
  statisticalAdmin: 'active/StatisticalAdminScreen',
  activeTable: 'active/ActiveTableScreen',
  statisticalTable: 'active/StatisticalTableScreen',
  companyActiveTable: 'active/CompanyActiveTableScreen',
  cooperateActiveAdmin: 'active/CooperateActiveAdminScreen',
  cooperateActiveMonthAdmin: 'active/CooperateActiveMonthAdminScreen',
  scriptCooperateActiveAdmin: 'active/ScriptCooperateActiveAdminScreen',
  scriptCooperateActiveMonthAdmin: 'active/ScriptCooperateActiveMonthAdminScreen',
  redStatisticalDay: 'active/RedStatisticalDayScreen',
  redStatisticalMonth: 'active/RedStatisticalMonthScreen',
  myActive: 'active/MyActiveScreen',
  linkerActiveAdmin: 'active/LinkerActiveAdminScreen',
  linkerActiveMonthAdmin: 'active/LinkerActiveMonthAdminScreen',
  settlement: 'active/SettlementScreen',
  configAdmin: 'review/ConfigAdminScreen',
  configReview: 'review/ConfigReviewScreen',
  linkerAdmin: 'review/LinkerAdminScreen',
  shareReview: 'review/ShareReviewScreen',
  configTable: 'review/ConfigTableScreen',
  shareTable: 'review/ShareTableScreen',
  auditConfigs: 'review/AuditConfigsScreen',
  auditSharedConfigs: 'review/AuditSharedConfigsScreen',
  auditTrail: 'audit/AuditTrailScreen',
  auditSettlements: 'audit/AuditSettlementsScreen',
  auditPartnerSettlements: 'audit/AuditPartnerSettlementsScreen',
  dashboard: 'dashboard/DashboardScreen',
  activeChart: 'charts/ActiveChartScreen',
  activeCooperateChart: 'charts/ActiveCooperateChartScreen',
  scriptActiveCooperateChart: 'charts/ScriptActiveCooperateChartScreen',
};

/** Pages the router itself owns. */
const ROUTER_PAGES: Record<string, ScreenLoader> = {
  page401: () => import('./pages/Page401'),
  page404: () => import('./pages/Page404'),
  authRedirect: () => import('./pages/AuthRedirectPage'),
  redirect: () => import('./pages/RedirectPage'),
};

export function screenLoader(key: string | undefined): ScreenLoader | undefined {
  if (!key) return undefined;
  const file = SCREEN_FILES[key];
  if (file) return screenModules[`../screens/${file}.tsx`];
  return ROUTER_PAGES[key];
}

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component for `key` (one per key, so React keeps its state), or undefined. */
export function lazyScreen(
  key: string | undefined,
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
