/**
 * The route table as data: public routes, routes every signed-in user has, and the
 * role-gated groups and screens. The browser builds its router and menu from it; the auth
 * machine filters it by the user's roles (docs/routes.md). Choices made here (paths and
 * roles of screens known only from translations, the charts' roles) are recorded in
 * docs/routes.md.
 */
import type { Role } from './roles.js';
import { CONSTANT_ROUTES, PUBLIC_ROUTES } from './baseRoutes.js';
import { screen } from './routeBuilders.js';
import { normalisePath, type RouteNode } from './routeNode.js';

export * from './routeNode.js';
export { CONSTANT_ROUTES, PUBLIC_ROUTES } from './baseRoutes.js';

const ADMIN: Role[] = ['ADMIN'];

/** The role-gated routes, in the established order, plus the screens we added (docs/routes.md). */
export const ROLE_ROUTES: RouteNode[] = [
  screen('/game-channel-admin', 'GameChannelAdmin', 'gameChannelAdmin', {
    roles: ADMIN,
    icon: 'channel',
  }),
  screen('/activity-notice-admin', 'ActivityNoticeAdmin', 'activityNoticeAdmin', {
    roles: ADMIN,
    icon: 'notice',
  }),
  {
    path: '/useradmin',
    name: 'UserAdmin',
    titleKey: 'userAdmin',
    roles: ADMIN,
    alwaysShow: true,
    icon: 'people',
    children: [
      screen('useradmin-admin', 'UseradminAdmin', 'useradminAdmin', { roles: ADMIN }),
      screen('business-company-admin', 'BusinessCompanyAdmin', 'businessCompanyAdmin', {
        roles: ADMIN,
      }),
    ],
  },
  {
    path: '/wn',
    name: 'Wn',
    titleKey: 'wn',
    roles: ADMIN,
    alwaysShow: true,
    icon: 'apps',
    children: [
      screen('game-admin', 'GameAdmin', 'gameAdmin', { roles: ADMIN }),
      screen('brand-admin', 'BrandAdmin', 'brandAdmin', { roles: ADMIN }),
      screen('script-admin', 'ScriptAdmin', 'scriptAdmin', { roles: ADMIN }),
      screen('search-admin', 'SearchAdmin', 'searchAdmin', { roles: ADMIN }),
      screen('record-admin', 'RecordAdmin', 'recordAdmin', { roles: ADMIN }),
      screen('config-admin', 'ConfigAdmin', 'configAdmin', { roles: ADMIN }),
      screen('opinion-admin', 'OpinionAdmin', 'opinionAdmin', { roles: ADMIN }),
      screen('card-group-admin', 'CardGroupAdmin', 'cardGroupAdmin', { roles: ADMIN }),
      screen('card-admin', 'CardAdmin', 'cardAdmin', { roles: ADMIN }),
      screen('active-admin', 'ActiveAdmin', 'activeAdmin', { roles: ADMIN }),
      screen('statistical-admin', 'StatisticalAdmin', 'statisticalAdmin', { roles: ADMIN }),
      // Known only from translations; their paths and roles are our choice (docs/routes.md).
      screen('config-review', 'ConfigReview', 'configReview', { roles: ADMIN }),
      screen('settlement-admin', 'SettlementAdmin', 'settlementAdmin', { roles: ADMIN }),
      screen('third-script-admin', 'ThirdScriptAdmin', 'thirdScriptAdmin', { roles: ADMIN }),
      screen('script-day-active-admin', 'ScriptDayActiveAdmin', 'scriptDayActiveAdmin', {
        roles: ADMIN,
      }),
    ],
  },
  {
    path: '/linker',
    name: 'Linker',
    titleKey: 'linker',
    roles: ADMIN,
    alwaysShow: true,
    icon: 'link',
    children: [
      screen('linker-admin', 'LinkerAdmin', 'linkerAdmin', { roles: ADMIN }),
      screen('linker-active-admin', 'LinkerActiveAdmin', 'linkerActiveAdmin', { roles: ADMIN }),
      screen('linker-active-month-admin', 'LinkerActiveMonthAdmin', 'linkerActiveMonthAdmin', {
        roles: ADMIN,
      }),
      screen('share-review', 'ShareReview', 'shareReview', { roles: ADMIN }),
    ],
  },
  {
    path: '/versionUpload',
    name: 'VersionUpload',
    titleKey: 'versionUpload',
    roles: ADMIN,
    alwaysShow: true,
    icon: 'upload',
    children: [
      screen('version-admin', 'VersionAdmin', 'versionAdmin', { roles: ADMIN }),
      screen('version-upload', 'VersionUploadApk', 'versionUploadApk', { roles: ADMIN }),
    ],
  },
  {
    path: '/luaUpload',
    name: 'LuaUpload',
    titleKey: 'luaUpload',
    roles: ['ADMIN', 'LUA_ADMIN'],
    icon: 'code',
    children: [
      screen('version-upload', 'LuaVersionUpload', 'luaVersionUpload', {
        roles: ['ADMIN', 'LUA_ADMIN'],
      }),
    ],
  },
  {
    path: '/red-statistical',
    name: 'RedStatistical',
    titleKey: 'redStatistical',
    roles: ['COOPERATE'],
    alwaysShow: true,
    icon: 'chart',
    children: [
      screen('day', 'RedStatisticalDay', 'redStatisticalDay', { roles: ['COOPERATE'] }),
      screen('month', 'RedStatisticalMonth', 'redStatisticalMonth', { roles: ['COOPERATE'] }),
    ],
  },
  // CREATOR's own screens. /script-table and /active-table come before BUSINESS_COMPANY's
  // nodes of the same path: a user with both roles gets these (filterRoutesByRoles keeps the first).
  screen('/brand-table', 'BrandTable', 'brandTable', { roles: ['CREATOR'], icon: 'tag' }),
  screen('/script-table', 'ScriptTable', 'scriptTable', { roles: ['CREATOR'], icon: 'document' }),
  screen('/active-table', 'ActiveTable', 'activeTable', { roles: ['CREATOR'], icon: 'pulse' }),
  screen('/statistical-table', 'StatisticalTable', 'statisticalTable', {
    roles: ['CREATOR'],
    icon: 'chart',
  }),
  {
    path: '/card',
    name: 'Card',
    titleKey: 'card',
    roles: ['CREATOR'],
    alwaysShow: true,
    icon: 'key',
    children: [
      screen('card-generate', 'CardGenerate', 'cardGenerate', { roles: ['CREATOR'] }),
      screen('card-query', 'CardQuery', 'cardQuery', { roles: ['CREATOR'] }),
    ],
  },
  screen('/script-operate', 'ScriptOperate', 'scriptOperate', {
    roles: ['OPERATE'],
    icon: 'document',
  }),
  screen('/script-table', 'CompanyScriptTable', 'companyScriptTable', {
    roles: ['BUSINESS_COMPANY'],
    icon: 'document',
  }),
  screen('/active-table', 'CompanyActiveTable', 'companyActiveTable', {
    roles: ['BUSINESS_COMPANY'],
    icon: 'pulse',
  }),
  screen('/version-game', 'VersionGame', 'versionGame', {
    roles: ['BUSINESS_COMPANY'],
    icon: 'news',
  }),
  screen('/signed-script', 'SignedScript', 'signedScript', {
    roles: ['BUSINESS_COMPANY'],
    icon: 'signed',
  }),
  {
    path: '/cooperate',
    name: 'Cooperate',
    titleKey: 'cooperate',
    roles: ['ADMIN', 'COOPERATE'],
    alwaysShow: true,
    icon: 'handshake',
    children: [
      screen('cooperate-admin', 'CooperateAdmin', 'cooperateAdmin', { roles: ADMIN }),
      screen('cooperate-advert-admin', 'CooperateAdvertAdmin', 'cooperateAdvertAdmin', {
        roles: ['ADMIN', 'COOPERATE'],
      }),
      screen('cooperate-active-admin', 'CooperateActiveAdmin', 'cooperateActiveAdmin', {
        roles: ADMIN,
      }),
      screen(
        'cooperate-active-month-admin',
        'CooperateActiveMonthAdmin',
        'cooperateActiveMonthAdmin',
        { roles: ADMIN },
      ),
      screen(
        'script-cooperate-active-admin',
        'ScriptCooperateActiveAdmin',
        'scriptCooperateActiveAdmin',
        { roles: ADMIN },
      ),
      screen(
        'script-cooperate-active-month-admin',
        'ScriptCooperateActiveMonthAdmin',
        'scriptCooperateActiveMonthAdmin',
        {
          roles: ADMIN,
        },
      ),
      screen('my-active', 'MyActive', 'myActive', { roles: ['COOPERATE'] }),
    ],
  },
  screen('/settlement', 'Settlement', 'settlement', {
    roles: ['CREATOR', 'BUSINESS_COMPANY', 'COOPERATE'],
    icon: 'money',
  }),
  // A creator's own submissions under review: the outcome, and resubmitting a rejected one
  // (docs/routes.md).
  screen('/config-table', 'ConfigTable', 'configTable', { roles: ['CREATOR'], icon: 'review' }),
  screen('/share-table', 'ShareTable', 'shareTable', { roles: ['CREATOR'], icon: 'link' }),
  // The audit trail, and AUDITOR's read-only settlement and review lists (docs/routes.md, docs/audit.md, docs/inspector.md).
  {
    path: '/audit',
    name: 'Audit',
    titleKey: 'audit',
    roles: ['ADMIN', 'AUDITOR'],
    alwaysShow: true,
    icon: 'shield',
    children: [
      screen('audit-trail', 'AuditTrail', 'auditTrail', { roles: ['ADMIN', 'AUDITOR'] }),
      screen('settlements', 'AuditSettlements', 'auditSettlements', { roles: ['AUDITOR'] }),
      screen('partner-settlements', 'AuditPartnerSettlements', 'auditPartnerSettlements', {
        roles: ['AUDITOR'],
      }),
      screen('configs', 'AuditConfigs', 'auditConfigs', { roles: ['AUDITOR'] }),
      screen('shared-configs', 'AuditSharedConfigs', 'auditSharedConfigs', { roles: ['AUDITOR'] }),
    ],
  },
];

/** What a signed-in user's routes are filtered from (the auth machine's default). */
export const SIGNED_IN_ROUTES: RouteNode[] = [...CONSTANT_ROUTES, ...ROLE_ROUTES];

/** The whole table. */
export const ROUTE_TABLE: RouteNode[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** True for the paths that need no session (docs/routes.md). */
export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return PUBLIC_ROUTES.some((route) =>
    route.path.endsWith('/*') ? path.startsWith(route.path.slice(0, -1)) : path === route.path,
  );
}
