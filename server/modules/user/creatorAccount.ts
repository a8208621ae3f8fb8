/** What owns authored things (brands, scripts) must be an active CREATOR account. */
import { fail } from '../../http/envelope.js';
import type { LooseDb } from '../../resource/resource.js';

/** Throws a 400 on `field` unless `userId` names an active CREATOR. */
export async function assertCreatorAccount(db: LooseDb, userId: unknown, field = 'ownerId'): Promise<void> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.id')
    .where('users.id', '=', Number(userId))
    .where('users.is_del', '=', 0)
    .where('user_roles.role', '=', 'CREATOR')
    .executeTakeFirst();
  if (!row) {
    const message = `${field} must name a CREATOR account`;
    throw fail.invalid('The owner must be a CREATOR', [{ field, reason: 'invalid_value', message }]);
  }
}
