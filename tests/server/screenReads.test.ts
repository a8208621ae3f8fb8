/**
 * A role that may open a screen may make the calls that screen reads its data with: the route
 * table (contracts/routeAccess.ts `canOpen`) and the server's own role checks
 * (`app.accessTable()`) agree, screen by screen and role by role. Otherwise a screen offered in
 * the menu, or a Chart button offered on a row, would open onto a refusal.
 *
 * The reads are the GET calls each screen's default export makes through src/api (lists also
 * export); a role-dependent screen (/settlement) names its calls per role.
 */
import { describe, expect, it } from 'vitest';
import { canOpen } from '../../contracts/routeAccess.js';
import { hasAnyRole, ROLES, type Role } from '../../contracts/roles.js';
import { collectAccessTable } from './support/server.js';

const list = (area: string, entity: string) => [`${area}/query${entity}`, `${area}/export${entity}`];
const SCRIPT_MONTHS = list('active', 'ScriptActive');
const PARTNER_MONTHS = list('active/cooperate', 'CooperateActiveMonth');
const CONFIGS = [...list('config', 'Config'), 'config/getConfigContent'];
const SHARED_CONFIGS = [...list('linker', 'Linker'), 'linker/getLinkerContent'];

const READS: Record<string, readonly string[] | ((role: Role) => readonly string[])> = {
  '/dashboard': ['dashboard/summary'],
  '/profile': ['userQuery/userInfo'],
  '/useradmin/useradmin-admin': list('useradmin', 'User'),
  '/useradmin/business-company-admin': list('useradmin', 'BusinessCompany'),
  '/wn/game-admin': list('game', 'Game'),
  '/game-channel-admin': [...list('game', 'GameChannel'), 'game/queryGame'],
  '/wn/brand-admin': list('brand', 'Brand'),
  '/brand-table': list('brand', 'Brand'),
  '/cooperate/cooperate-admin': list('cooperate', 'Cooperate'),
  '/activity-notice-admin': list('activityNotice', 'ActivityNotice'),
  '/wn/active-admin': SCRIPT_MONTHS,
  '/wn/statistical-admin': SCRIPT_MONTHS,
  '/wn/script-day-active-admin': list('active', 'ScriptActiveDay'),
  '/active-table': SCRIPT_MONTHS,
  '/statistical-table': SCRIPT_MONTHS,
  '/settlement': (role) => (role === 'COOPERATE' ? PARTNER_MONTHS : SCRIPT_MONTHS),
  '/cooperate/cooperate-active-admin': list('active/cooperate', 'CooperateActive'),
  '/cooperate/cooperate-active-month-admin': PARTNER_MONTHS,
  '/cooperate/script-cooperate-active-admin': list('active', 'ScriptActiveCooperate'),
  '/cooperate/script-cooperate-active-month-admin': list('active', 'ScriptActiveCooperateMonth'),
  '/cooperate/my-active': list('active/cooperate', 'ScriptActive'),
  '/red-statistical/day': list('active/cooperate', 'CooperateActive'),
  '/red-statistical/month': PARTNER_MONTHS,
  '/linker/linker-active-admin': list('linker', 'LinkerActive'),
  '/linker/linker-active-month-admin': list('linker', 'LinkerActiveMonth'),
  '/charts/active-chart': ['active/queryScriptActiveChart'],
  '/charts/active-cooperate-chart': ['active/cooperate/queryActiveChart'],
  '/charts/script-active-cooperate-chart': ['active/cooperate/queryScriptActiveChart'],
  '/wn/config-admin': CONFIGS,
  '/wn/config-review': CONFIGS,
  '/config-table': CONFIGS,
  '/audit/configs': CONFIGS,
  '/linker/linker-admin': SHARED_CONFIGS,
  '/linker/share-review': SHARED_CONFIGS,
  '/share-table': SHARED_CONFIGS,
  '/audit/shared-configs': SHARED_CONFIGS,
  '/audit/audit-trail': [...list('audit', 'Audit'), 'audit/queryRecordHistory'],
  '/audit/settlements': [...SCRIPT_MONTHS, 'audit/queryRecordHistory'],
  '/audit/partner-settlements': [...PARTNER_MONTHS, 'audit/queryRecordHistory'],
};

const table = await collectAccessTable();

function allowed(call: string, role: Role): boolean {
  const entry = table.find((e) => e.method === 'GET' && e.url === `/rocketScript/api/${call}`);
  expect(entry, `GET ${call} is not a route of the server`).toBeDefined();
  const access = entry!.access;
  return access === 'public' || access === 'authenticated' || access === 'signedIn' || access === 'mfaStep' || (typeof access === 'object' && hasAnyRole([role], access.roles));
}

describe('screens and the calls they read', () => {
  it.each(Object.keys(READS).map((path) => [path]))('%s: whoever may open it may read it', (path) => {
    const openers = ROLES.filter((role) => canOpen(path, [role]));
    expect(openers.length, `${path} opens for nobody`).toBeGreaterThan(0);
    for (const role of openers) {
      const reads = READS[path]!;
      for (const call of typeof reads === 'function' ? reads(role) : reads)
        expect(allowed(call, role), `${role} opens ${path} but may not GET ${call}`).toBe(true);
    }
  });

  it('lets the auditor open the charts the settlement lists link to', () => {
    for (const chart of Object.keys(READS).filter((path) => path.startsWith('/charts/')))
      expect(canOpen(chart, ['AUDITOR']), chart).toBe(true);
  });
});
