/**
 * The recommendation order of the shown scripts (docs/scripts.md, "Recommendation order"): the
 * order in which the assistant app recommends them, stored as each shown script's `showOrder`.
 *
 *   POST /api/script/orderScripts {ids, version} (ADMIN, OPERATE): `ids` is every shown script,
 *   first recommended first; `version` is the version of the order they were read in.
 *
 * The version is a digest of every shown script's id and order, computed the same way here by the
 * browser (from the rows it read) and by the server (from the stored rows): any show, hide or
 * reorder since the read changes it, and the call answers 409 instead of overwriting that change.
 */
import { z } from 'zod';
import { idField } from './fields.js';

/** The most scripts one reorder names (far above the tens a store front shows). */
export const SHOWN_SCRIPTS_MAX = 2_000;

/** A shown script's place: its order, or null when it has none yet (it then comes last). */
export interface ShownPosition {
  id: number;
  showOrder: number | null;
}

/** The order the app recommends in: by showOrder, scripts without one last, then by id. */
export function byShowOrder(a: ShownPosition, b: ShownPosition): number {
  if (a.showOrder !== b.showOrder) {
    if (a.showOrder === null) return 1;
    if (b.showOrder === null) return -1;
    return a.showOrder - b.showOrder;
  }
  return a.id - b.id;
}

/** cyrb53: a 53-bit string digest, the same in every JavaScript engine (not a secret, a fingerprint). */
function digest(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The version of the shown scripts' order: their count and a digest of each id and order. */
export function showOrderVersion(scripts: readonly ShownPosition[]): string {
  const pairs = [...scripts].sort((a, b) => a.id - b.id).map((s) => `${s.id}:${s.showOrder ?? '-'}`);
  return `${scripts.length}.${digest(pairs.join(',')).toString(36)}`;
}

export const showOrderVersionField = z.string().regex(/^\d{1,6}\.[0-9a-z]{1,12}$/);

/** POST …/orderScripts. */
export const orderScriptsForm = z.strictObject({
  ids: z
    .array(idField)
    .min(1)
    .max(SHOWN_SCRIPTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'names a script twice' }),
  version: showOrderVersionField,
});
export type OrderScriptsForm = z.infer<typeof orderScriptsForm>;

/** The answer: the new order's version (to reorder again without reading) and how many scripts moved. */
export const scriptOrderChange = z.object({
  version: showOrderVersionField,
  moved: z.number().int().min(0),
});
export type ScriptOrderChange = z.infer<typeof scriptOrderChange>;

/** The positions `ids` give, 1 for the first. */
export const positionsOf = (ids: readonly number[]): ShownPosition[] => ids.map((id, index) => ({ id, showOrder: index + 1 }));
