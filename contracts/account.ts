/**
 * Account statuses and events (docs/audit.md): normal --FREEZE--> frozen --UNFREEZE--> normal;
 * normal/frozen --BAN--> banned. Stored as these lower-case strings; labels come from the locales
 * ("normal" for normal, "disabled" for frozen and banned).
 */
export const ACCOUNT_STATUSES = ['normal', 'frozen', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_EVENTS = ['FREEZE', 'UNFREEZE', 'BAN'] as const;
export type AccountEventType = (typeof ACCOUNT_EVENTS)[number];

export type AccountStatusLabel = 'normal' | 'disabled';
export function accountStatusLabel(status: AccountStatus): AccountStatusLabel {
  return status === 'normal' ? 'normal' : 'disabled';
}

export function isAccountStatus(value: unknown): value is AccountStatus {
  return typeof value === 'string' && (ACCOUNT_STATUSES as readonly string[]).includes(value);
}
