/**
 * The demo aid for two-step verification: the current code of a demo account's secret (enabled,
 * or else the enrolment pending), so a visitor without an authenticator can sign in as the demo
 * `admin` (docs/auth-protocol.md, "Demo accounts and the demo code"). Served only in demo mode,
 * like the phone outbox: a demo database's secrets are demo secrets.
 */
import type { MfaDemoCode } from '../../../contracts/mfa.js';
import type { ServerContext } from '../../context.js';
import { fail } from '../../http/envelope.js';
import { findAccountByUsername } from '../user/accounts.js';
import { mfaRowOf, openSecret } from '../mfa/records.js';
import { currentCode } from '../mfa/totp.js';

export async function demoCodeOf(ctx: ServerContext, username: string, now: number = Date.now()): Promise<MfaDemoCode> {
  const account = await findAccountByUsername(ctx.db, username);
  const row = account ? await mfaRowOf(ctx.db, account.id) : undefined;
  const sealed = row?.enabled_at ? row.secret_sealed : row?.pending_secret_sealed;
  if (!account || !sealed) throw fail.notFound('No two-step secret for that account');
  return currentCode(openSecret(ctx.cardKeys.mfaSecrets, account.id, sealed), now);
}
