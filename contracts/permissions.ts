/**
 * Who may do what with the managed entities and the users-admin actions: the one table the
 * server's declarations (server/modules/) take their role lists from and the browser reads to
 * decide, once per screen, which actions to offer. Missing operation = nobody (no route).
 */
import { RELEASE_READER_ROLES } from './releaseKinds.js';
import type { UploadPurpose } from './files.js';
import { hasAnyRole, type Role } from './roles.js';

export type Operation = 'list' | 'add' | 'update' | 'delete';
type Grants = Partial<Record<Operation, readonly Role[]>>;

const ADMIN_ONLY = { list: ['ADMIN'], add: ['ADMIN'], update: ['ADMIN'], delete: ['ADMIN'] } as const satisfies Grants;
const ADMIN_AUDITOR_READS = { list: ['ADMIN', 'AUDITOR'], add: ['ADMIN'], update: ['ADMIN'], delete: ['ADMIN'] } as const satisfies Grants;

/** Per entity (the <Entity> of /api/<area>/query<Entity>); `list` also covers export<Entity>. */
export const ENTITY_ROLES = {
  User: { list: ['ADMIN', 'AUDITOR'] },
  BusinessCompany: ADMIN_AUDITOR_READS,
  /** CREATOR reads the games to say which one a script automates; a BUSINESS_COMPANY which one an article is about. */
  Game: { ...ADMIN_ONLY, list: ['ADMIN', 'CREATOR', 'BUSINESS_COMPANY'] },
  GameChannel: ADMIN_ONLY,
  /** CREATOR: own brands only (ownership scope on the server). */
  Brand: { list: ['ADMIN', 'CREATOR'], add: ['ADMIN', 'CREATOR'], update: ['ADMIN', 'CREATOR'], delete: ['ADMIN', 'CREATOR'] },
  Cooperate: ADMIN_AUDITOR_READS,
  ActivityNotice: ADMIN_ONLY,
  /**
   * The catalogue (docs/scripts.md). CREATOR: own scripts, descriptive fields; BUSINESS_COMPANY:
   * its company's, read-only; OPERATE: reads all, updates only the operational fields
   * (OPERATIONAL_FIELDS) and acts through its own calls (visibility, SCRIPT_ACTION_ROLES).
   */
  Script: {
    list: ['ADMIN', 'OPERATE', 'AUDITOR', 'CREATOR', 'BUSINESS_COMPANY'],
    add: ['ADMIN', 'CREATOR'],
    update: ['ADMIN', 'CREATOR', 'OPERATE'],
    delete: ['ADMIN'],
  },
  /** Signing contracts (docs/signing.md): ADMIN writes; a BUSINESS_COMPANY reads its own. */
  ScriptSigning: { list: ['ADMIN', 'AUDITOR', 'BUSINESS_COMPANY'], add: ['ADMIN'], update: ['ADMIN'], delete: ['ADMIN'] },
  /** Versions (docs/releases.md): read here, written through their own calls (contracts/release.ts). */
  ScriptFile: { list: RELEASE_READER_ROLES.apk },
  AppRelease: { list: RELEASE_READER_ROLES.app },
  LuaVersion: { list: RELEASE_READER_ROLES.lua },
  /**
   * Card groups and their keys (docs/cardKeys.md): ADMIN all, a CREATOR the groups of their own
   * scripts. Written through their own calls (CARD_ACTION_ROLES).
   */
  CardGroup: { list: ['ADMIN', 'CREATOR'] },
  CardKey: { list: ['ADMIN', 'CREATOR'] },
  /** Articles (docs/articles.md): a BUSINESS_COMPANY writes its company's; ADMIN reads all. */
  Article: { list: ['ADMIN', 'BUSINESS_COMPANY'], add: ['BUSINESS_COMPANY'], update: ['BUSINESS_COMPANY'] },
  /** App users' feedback (docs/feedback.md): the feedback desk's readers, as the route table opens it. */
  Feedback: { list: ['ADMIN'] },
  /** Partner promotions (docs/promotions.md): ADMIN all; a COOPERATE user their own partner's (drafts only are edited). */
  Promotion: { list: ['ADMIN', 'COOPERATE'], add: ['ADMIN', 'COOPERATE'], update: ['ADMIN', 'COOPERATE'] },
} as const satisfies Record<string, Grants>;

export type ManagedEntity = keyof typeof ENTITY_ROLES;

/**
 * The file calls (/api/files/<action>): a cover image is uploaded by those who write a script's
 * descriptive fields, the cover among them: ADMIN and CREATOR, not OPERATE (docs/scripts.md,
 * "Cover images"); by a business company for its articles' covers; and by COOPERATE users for
 * their promotions' images (docs/promotions.md). Serving a stored cover is public.
 */
export const FILE_ACTION_ROLES = {
  uploadImage: ['ADMIN', 'CREATOR', 'BUSINESS_COMPANY', 'COOPERATE'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * Who may upload a large file (tus, docs/files.md "Resumable uploads") for each purpose: app
 * packages, resource containers and course material by those who publish them; the assistant
 * app itself by ADMIN; Lua scripts by the Lua administrators.
 */
export const UPLOAD_PURPOSE_ROLES = {
  apk: ['ADMIN', 'CREATOR'],
  rc: ['ADMIN', 'CREATOR'],
  course: ['ADMIN', 'CREATOR'],
  app: ['ADMIN'],
  lua: ['ADMIN', 'LUA_ADMIN'],
} as const satisfies Record<UploadPurpose, readonly Role[]>;

/** Everyone who may upload for some purpose: who may call the tus endpoint at all. */
export const UPLOAD_ROLES: readonly Role[] = [...new Set(Object.values(UPLOAD_PURPOSE_ROLES).flat())];

export function mayUpload(roles: readonly string[], purpose: UploadPurpose): boolean {
  return hasAnyRole(roles, UPLOAD_PURPOSE_ROLES[purpose]);
}

/** The users-admin actions (/api/useradmin/<action>). */
export const USER_ACTION_ROLES = {
  updateUserRoles: ['ADMIN'],
  resetUserPassword: ['ADMIN'],
  freezeUser: ['ADMIN'],
  unfreezeUser: ['ADMIN'],
  banUser: ['ADMIN'],
  setUserCompany: ['ADMIN'],
  setUserCooperate: ['ADMIN'],
  /** Ends every session of a user (docs/auth-protocol.md, "Sessions"). */
  endUserSessions: ['ADMIN'],
  /** Removes a user's two-step verification and ends their sessions (docs/auth-protocol.md, "Two-step verification"). */
  resetUserMfa: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

/** The catalogue's own calls besides its resource and visibility (/api/script/<action>; docs/scripts.md). */
export const SCRIPT_ACTION_ROLES = {
  /** The recommendation order of the shown scripts. */
  orderScripts: ['ADMIN', 'OPERATE'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * The card key calls (/api/card/<action>; docs/cardKeys.md). A CREATOR acts on the groups of their
 * own scripts only; a second download of a group's keys is ADMIN's, with a reason. Redeeming a
 * key is the app's call, for signed-in app users (`access: 'app'`), not a back-office role's.
 */
export const CARD_ACTION_ROLES = {
  addCardGroup: ['ADMIN', 'CREATOR'],
  disableCardGroup: ['ADMIN', 'CREATOR'],
  downloadCardKeys: ['ADMIN', 'CREATOR'],
  disableCardKey: ['ADMIN', 'CREATOR'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * The article flow's calls (/api/article/<action>; docs/articles.md). A company publishes its own
 * articles; ADMIN may take any one down (moderation) but publishes nothing in a company's name.
 * Its company reads an article's history here; ADMIN and AUDITOR also through the audit trail.
 */
export const ARTICLE_ACTION_ROLES = {
  publishArticle: ['BUSINESS_COMPANY'],
  unpublishArticle: ['BUSINESS_COMPANY', 'ADMIN'],
  queryArticleHistory: ['BUSINESS_COMPANY', 'ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * The feedback flow's calls (/api/feedback/<action>; docs/feedback.md). The machine lets ADMIN and
 * OPERATE handle feedback; the calls are ADMIN's, the one role the route table gives the feedback
 * desk (/wn/opinion-admin), so no account may act where it has no screen to act from.
 */
export const FEEDBACK_ACTION_ROLES = {
  takeFeedback: ['ADMIN'],
  replyFeedback: ['ADMIN'],
  closeFeedback: ['ADMIN'],
  reopenFeedback: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * The promotion flow's calls (/api/promotion/<action>; docs/promotions.md): the machine's guards
 * decide per record (a COOPERATE user acts on their own partner's only); the figures are read by
 * the same people as the list.
 */
export const PROMOTION_ACTION_ROLES = {
  submitPromotion: ['ADMIN', 'COOPERATE'],
  approvePromotion: ['ADMIN'],
  rejectPromotion: ['ADMIN'],
  withdrawPromotion: ['ADMIN', 'COOPERATE'],
  endPromotion: ['ADMIN', 'COOPERATE'],
  queryPromotionFigures: ['ADMIN', 'COOPERATE'],
} as const satisfies Record<string, readonly Role[]>;

/** Read and export, nothing else: the lists whose records no screen changes (figures, reviews, the audit trail). */
export const READ_ONLY = { list: true, add: false, update: false, delete: false } as const satisfies Record<Operation, boolean>;

/** What a user with these roles may do with an entity: one answer per screen. */
export function entityPermissions(roles: readonly string[], entity: ManagedEntity): Record<Operation, boolean> {
  const grants: Grants = ENTITY_ROLES[entity];
  const may = (op: Operation) => {
    const allowed = grants[op];
    return allowed !== undefined && hasAnyRole(roles, allowed);
  };
  return { list: may('list'), add: may('add'), update: may('update'), delete: may('delete') };
}

// ---- activity, statistics and settlement (docs/settlement.md) ---------------------------------

const SCRIPT_FIGURES = ['ADMIN', 'AUDITOR', 'CREATOR', 'BUSINESS_COMPANY'] as const;
const PARTNER_FIGURES = ['ADMIN', 'AUDITOR', 'COOPERATE'] as const;
const PLATFORM_FIGURES = ['ADMIN', 'AUDITOR'] as const;

/**
 * Who may read each figure list (its query and export) and chart, keyed by the path under
 * /api/. ADMIN and AUDITOR see everything; CREATOR their scripts', BUSINESS_COMPANY their
 * company's scripts', COOPERATE their own partner's (ownership scopes on the server).
 */
export const FIGURE_ROLES = {
  'active/queryScriptActive': SCRIPT_FIGURES,
  /** Every script's days by platform: platform-wide, like the linker lists. */
  'active/queryScriptActiveDay': PLATFORM_FIGURES,
  'active/queryScriptActiveCooperate': SCRIPT_FIGURES,
  'active/queryScriptActiveCooperateMonth': SCRIPT_FIGURES,
  'active/queryScriptActiveChart': SCRIPT_FIGURES,
  'active/cooperate/queryCooperateActive': PARTNER_FIGURES,
  'active/cooperate/queryCooperateActiveMonth': PARTNER_FIGURES,
  'active/cooperate/queryScriptActive': PARTNER_FIGURES,
  'active/cooperate/queryActiveChart': PARTNER_FIGURES,
  'active/cooperate/queryScriptActiveChart': PARTNER_FIGURES,
  'linker/queryLinkerActive': PLATFORM_FIGURES,
  'linker/queryLinkerActiveMonth': PLATFORM_FIGURES,
} as const satisfies Record<string, readonly Role[]>;

export type FigureList = keyof typeof FIGURE_ROLES;

/** The settlement events' calls (/api/active/<action>); the machine's guards decide per record. */
export const SETTLEMENT_ACTION_ROLES = {
  applyActive: ['CREATOR', 'BUSINESS_COMPANY', 'COOPERATE'],
  examineActive: ['ADMIN'],
  returnActive: ['ADMIN'],
  confirmActive: ['CREATOR', 'BUSINESS_COMPANY', 'COOPERATE'],
} as const satisfies Record<string, readonly Role[]>;

export function mayReadFigures(roles: readonly string[], list: FigureList): boolean {
  return hasAnyRole(roles, FIGURE_ROLES[list]);
}

// ---- review, audit trail, dashboard -------------------------------------------------

/**
 * The reviewed records' lists and content (query, export, get…Content): ADMIN and AUDITOR see all,
 * a CREATOR their own submissions.
 */
export const REVIEW_LIST_ROLES = ['ADMIN', 'AUDITOR', 'CREATOR'] as const satisfies readonly Role[];

/** The review events' calls (/api/<config|linker>/<action><Entity>); the machine decides per record. */
export const REVIEW_ACTION_ROLES = {
  approve: ['ADMIN'],
  approveBatch: ['ADMIN'],
  reject: ['ADMIN'],
  list: ['ADMIN'],
  delist: ['ADMIN'],
  resubmit: ['CREATOR'],
} as const satisfies Record<string, readonly Role[]>;

/** The audit trail and record histories: read-only, for ADMIN and AUDITOR. */
export const AUDIT_ROLES = ['ADMIN', 'AUDITOR'] as const satisfies readonly Role[];
