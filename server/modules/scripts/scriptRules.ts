/**
 * Who may set which fields of a script, and the references a script's fields make (game, brand,
 * author, third-party source): the rules docs/scripts.md states, applied by the add and update
 * of server/modules/scripts/scripts.ts.
 */
import { hasAnyRole } from '../../../contracts/roles.js';
import { DESCRIPTIVE_FIELDS } from '../../../contracts/script.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import type { LooseDb, Row } from '../../resource/resource.js';

const invalid = (field: string, message: string) =>
  fail.invalid(message, [{ field, reason: 'invalid_value', message }]);

const isAdmin = (caller: AuthUser) => hasAnyRole(caller.roles, ['ADMIN']);

/** A CREATOR changes the descriptive fields only; anything else is the platform's to decide. */
export function assertFieldsAllowed(fields: Record<string, unknown>, caller: AuthUser): void {
  if (isAdmin(caller)) return;
  const others = Object.keys(fields).filter(
    (field) => !(DESCRIPTIVE_FIELDS as readonly string[]).includes(field) && field !== 'id',
  );
  if (others.length > 0)
    throw fail.forbidden(`Only an administrator may set ${others.join(', ')}`);
}

export async function assertGame(db: LooseDb, gameId: unknown): Promise<void> {
  const row = await db.selectFrom('games').select('id').where('id', '=', Number(gameId)).executeTakeFirst();
  if (!row) throw invalid('gameId', 'gameId names no game');
}

/** A script is sold under one of its author's brands. */
export async function assertBrand(db: LooseDb, brandId: unknown, ownerId: number): Promise<void> {
  if (brandId === null || brandId === undefined) return;
  const row = await db
    .selectFrom('brands')
    .select('owner_id')
    .where('id', '=', Number(brandId))
    .executeTakeFirst();
  if (!row || Number((row as Row).owner_id) !== ownerId)
    throw invalid('brandId', "brandId must name one of the author's brands");
}

/** Third-party scripts name their vendor and where to download; platform scripts name neither. */
export function thirdPartyProblems(record: {
  source: string;
  vendorName: string;
  externalUrl: string | null;
}): { field: string; message: string }[] {
  if (record.source === 'thirdParty') {
    return [
      ...(record.vendorName === '' ? [{ field: 'vendorName', message: 'a third-party script names its vendor' }] : []),
      ...(record.externalUrl === null ? [{ field: 'externalUrl', message: 'a third-party script names its download address' }] : []),
    ];
  }
  return record.externalUrl !== null || record.vendorName !== ''
    ? [{ field: 'source', message: 'vendor and download address belong to third-party scripts' }]
    : [];
}
