/**
 * The demo aid for two-step verification (docs/auth-protocol.md, "Demo accounts and the demo
 * code"), served only in demo mode: the current code of an account whose secret is the
 * **published** demo key (the seeded `admin`), or of an enrolment still waiting for its first
 * code, so a visitor without an authenticator can sign in as the demo admin or walk through an
 * enrolment. A secret someone confirmed themselves is theirs: its codes are never told, or
 * two-step verification would protect nobody on a demo server.
 */
import type { MfaDemoCode } from '../../../contracts/mfa.js';
import type { ServerContext } from '../../context.js';
import { fail } from '../../http/envelope.js';
import { findAccountByUsername } from '../user/accounts.js';
import { mfaRowOf, openSecret } from '../mfa/records.js';
import { currentCode } from '../mfa/totp.js';
import { DEMO_MFA_SECRET } from '../../seed/demoMfa.js';

export async function demoCodeOf(ctx: ServerContext, username: string, now: number = Date.now()): Promise<MfaDemoCode> {
  const account = await findAccountByUsername(ctx.db, username);
  const row = account ? await mfaRowOf(ctx.db, account.id) : undefined;
  const sealed = row?.enabled_at ? row.secret_sealed : row?.pending_secret_sealed;
  const none = () => fail.notFound('No demo code for that account: its codes come from its own authenticator');
  if (!account || !sealed) throw none();
  const secret = openSecret(ctx.cardKeys.mfaSecrets, account.id, sealed);
  if (row?.enabled_at && secret !== DEMO_MFA_SECRET) throw none();
  return currentCode(secret, now);
}
