/** Who opens which screen, written out row by row for the route table's test (docs/routes.md). */
import type { Role } from '@contracts/roles.js';

/** The role-gated table of docs/routes.md, row by row, as full paths. */
export const ESTABLISHED_ROWS: { roles: Role[]; screens: string[] }[] = [
  { roles: ['ADMIN'], screens: ['/game-channel-admin', '/activity-notice-admin'] },
  {
    roles: ['ADMIN'],
    screens: ['/useradmin/useradmin-admin', '/useradmin/business-company-admin'],
  },
  {
    roles: ['ADMIN'],
    screens: [
      '/wn/game-admin',
      '/wn/brand-admin',
      '/wn/script-admin',
      '/wn/search-admin',
      '/wn/record-admin',
      '/wn/config-admin',
      '/wn/opinion-admin',
      '/wn/card-group-admin',
      '/wn/card-admin',
      '/wn/active-admin',
      '/wn/statistical-admin',
    ],
  },
  {
    roles: ['ADMIN'],
    screens: [
      '/linker/linker-admin',
      '/linker/linker-active-admin',
      '/linker/linker-active-month-admin',
    ],
  },
  { roles: ['ADMIN'], screens: ['/versionUpload/version-admin', '/versionUpload/version-upload'] },
  { roles: ['ADMIN', 'LUA_ADMIN'], screens: ['/luaUpload/version-upload'] },
  { roles: ['COOPERATE'], screens: ['/red-statistical/day', '/red-statistical/month'] },
  {
    roles: ['CREATOR'],
    screens: ['/brand-table', '/script-table', '/active-table', '/statistical-table'],
  },
  { roles: ['OPERATE'], screens: ['/script-operate'] },
  { roles: ['BUSINESS_COMPANY'], screens: ['/script-table', '/active-table', '/version-game'] },
  { roles: ['ADMIN'], screens: ['/cooperate/cooperate-admin'] },
  { roles: ['ADMIN', 'COOPERATE'], screens: ['/cooperate/cooperate-advert-admin'] },
  {
    roles: ['ADMIN'],
    screens: [
      '/cooperate/cooperate-active-admin',
      '/cooperate/cooperate-active-month-admin',
      '/cooperate/script-cooperate-active-admin',
      '/cooperate/script-cooperate-active-month-admin',
    ],
  },
];

/** The translation-only screens and the charts' roles, as docs/routes.md records them. */
export const ADDED_ROWS: { roles: Role[]; screens: string[] }[] = [
  {
    roles: ['ADMIN'],
    screens: [
      '/wn/config-review',
      '/wn/settlement-admin',
      '/wn/third-script-admin',
      '/wn/script-day-active-admin',
      '/linker/share-review',
    ],
  },
  { roles: ['CREATOR'], screens: ['/card/card-generate', '/card/card-query'] },
  { roles: ['BUSINESS_COMPANY'], screens: ['/signed-script'] },
  { roles: ['COOPERATE'], screens: ['/cooperate/my-active'] },
  { roles: ['CREATOR', 'BUSINESS_COMPANY', 'COOPERATE'], screens: ['/settlement'] },
  // Charts: whoever may read their figures, the auditor included (docs/routes.md).
  { roles: ['ADMIN', 'AUDITOR', 'CREATOR', 'BUSINESS_COMPANY'], screens: ['/charts/active-chart'] },
  {
    roles: ['ADMIN', 'AUDITOR', 'COOPERATE'],
    screens: ['/charts/active-cooperate-chart', '/charts/script-active-cooperate-chart'],
  },
  //: a creator's submissions under review, the audit trail, AUDITOR's read-only lists.
  { roles: ['CREATOR'], screens: ['/config-table', '/share-table'] },
  { roles: ['ADMIN', 'AUDITOR'], screens: ['/audit/audit-trail'] },
  {
    roles: ['AUDITOR'],
    screens: [
      '/audit/settlements',
      '/audit/partner-settlements',
      '/audit/configs',
      '/audit/shared-configs',
    ],
  },
];
