/**
 * Who may set which fields of a script, and the references a script's fields make (game, brand,
 * author, third-party source): the rules docs/scripts.md states, applied by the add and update
 * of server/modules/scripts/scripts.ts.
 */
import { hasAnyRole } from '../../../contracts/roles.js';
import { DESCRIPTIVE_FIELDS, OPERATIONAL_FIELDS } from '../../../contracts/script.js';
import { coverKeyOf } from '../../../contracts/files.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import type { LooseDb, Row } from '../../resource/resource.js';
import type { FileStorage } from '../files/storage.js';

const invalid = (field: string, message: string) =>
  fail.invalid(message, [{ field, reason: 'invalid_value', message }]);

const isAdmin = (caller: AuthUser) => hasAnyRole(caller.roles, ['ADMIN']);

/**
 * The fields a caller may set on a script of `ownerId` (a new script is the caller's own): ADMIN
 * every field; a CREATOR the descriptive fields of their own scripts; OPERATE the operational
 * ones of any script; several roles, the union of theirs. Anything else is the platform's (403).
 */
export function assertFieldsAllowed(fields: Record<string, unknown>, caller: AuthUser, ownerId: number = caller.id): void {
  if (isAdmin(caller)) return;
  const allowed = new Set<string>([
    ...(hasAnyRole(caller.roles, ['CREATOR']) && ownerId === caller.id ? DESCRIPTIVE_FIELDS : []),
    ...(hasAnyRole(caller.roles, ['OPERATE']) ? OPERATIONAL_FIELDS : []),
  ]);
  const others = Object.keys(fields).filter((field) => field !== 'id' && !allowed.has(field));
  if (others.length === 0) return;
  const may = allowed.size > 0 ? ` (you may set ${[...allowed].join(', ')})` : '';
  throw fail.forbidden(`Only an administrator may set ${others.join(', ')}${may}`);
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

/**
 * A cover is an image uploaded here (docs/scripts.md, "Cover images"): a URL the upload answered
 * whose file is stored. The contract refuses other shapes; this refuses a well-formed URL naming
 * nothing stored. The script's current cover (`kept`) passes as it is.
 */
export async function assertCover(covers: FileStorage, url: unknown, kept?: unknown, field = 'iamgeUrl'): Promise<void> {
  if (url === null || url === undefined || url === kept) return;
  const key = coverKeyOf(String(url));
  if (!key || !(await covers.stat(key))) throw invalid(field, `${field} must be an image uploaded through the app`);
}
