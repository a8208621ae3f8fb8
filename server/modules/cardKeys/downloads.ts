/**
 * A group's plain keys as CSV (docs/cardKeys.md, "Downloads"). The first download is the
 * group's owner's (or ADMIN's): it is claimed with compare-and-set on `downloaded_at`, so of two
 * at once one wins and the other is refused. Every later one is ADMIN's and needs a written
 * reason. Each writes its audit row (DOWNLOAD_KEYS, REDOWNLOAD_KEYS with the reason) in the
 * transaction that claims the download and reads the sealed keys. The keys are unsealed with the secret that no database row
 * holds; their current status is read beside them. With `lang` the file reads as the key list's
 * export does (headers, goods and statuses in that language); without it, record keys and codes.
 */
import { CARD_KEY_LENGTH, formatCardKey } from '../../../contracts/cardKeys.js';
import type { DownloadCardKeysForm } from '../../../contracts/cardKeys.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { appendAudit } from '../../db/audit.js';
import { isoTime } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { CSV_BOM } from '../../resource/csv.js';
import { rawCsv, shownCsv, type CsvShape } from '../../resource/csvExport.js';
import { cardKeyContract } from '../../../contracts/resources/cardKeys.js';
import type { CardKeyDeps } from './deps.js';
import { shownStatus } from './deps.js';
import { CARD_UNSCOPED_ROLES, loadGroup } from './groups.js';

export interface KeysFile {
  fileName: string;
  csv: string;
}

export const KEYS_CSV_COLUMNS = ['cardId', 'groupId', 'goodsCard', 'goodsId', 'validDay', 'cardKey', 'status'] as const;
/** The same columns as the key list names them (contracts/resources/cardKeys.ts). */
const KEYS_SHOWN_COLUMNS = ['id', 'groupId', 'goodsCard', 'goodsId', 'validDay', 'cardKey', 'status'] as const;
/** Keys unsealed and written between two turns of the event loop. */
const KEYS_PER_SLICE = 5_000;

function keysShape(deps: CardKeyDeps, form: DownloadCardKeysForm): CsvShape {
  if (!form.lang) return rawCsv(KEYS_CSV_COLUMNS);
  return shownCsv(cardKeyContract, { columns: KEYS_SHOWN_COLUMNS, lang: form.lang, timeZone: 'UTC', currency: deps.currency });
}

export async function downloadCardKeys(deps: CardKeyDeps, user: AuthUser, form: DownloadCardKeysForm, now: number = Date.now()): Promise<KeysFile> {
  const at = isoTime(now);
  const { group, sealed, rows } = await deps.db.transaction().execute(async (trx) => {
    const group = await loadGroup(trx, form.id, user);
    if (!group) throw fail.notFound(`No card group ${form.id}`);
    // Its keys never work: a file of them could only mislead a seller.
    if (group.status === 'disabled') throw fail.conflict('The keys of a disabled card group cannot be downloaded', 'card_group_disabled');
    const first = await trx
      .updateTable('card_groups')
      .set({ downloaded_at: at, downloaded_by: user.id, download_count: 1, updated_at: at })
      .where('id', '=', group.id)
      .where('downloaded_at', 'is', null)
      .executeTakeFirst();
    let downloadCount = 1;
    if (Number(first.numUpdatedRows) !== 1) {
      if (!hasAnyRole(user.roles, CARD_UNSCOPED_ROLES)) {
        throw fail.conflict('The keys of this group were downloaded already; an administrator can download them again', 'card_keys_downloaded');
      }
      if (!form.reason) {
        throw fail.invalid('A second download of the keys needs a reason', [{ field: 'reason', reason: 'required', message: 'reason is required' }]);
      }
      const again = await trx
        .updateTable('card_groups')
        .set((eb) => ({ download_count: eb('download_count', '+', 1), updated_at: at }))
        .where('id', '=', group.id)
        .returning('download_count')
        .executeTakeFirstOrThrow();
      downloadCount = Number(again.download_count);
    }
    const seal = await trx.selectFrom('card_key_seals').select('sealed').where('group_id', '=', group.id).executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('card_keys as k')
      .select(['k.id', 'k.key_hash', shownStatus('k', at).as('status')])
      .where('k.group_id', '=', group.id)
      .execute();
    await appendAudit(
      trx,
      {
        actorId: user.id,
        entity: 'card_group',
        entityId: group.id,
        recordName: group.name,
        event: downloadCount === 1 ? 'DOWNLOAD_KEYS' : 'REDOWNLOAD_KEYS',
        payload: { downloadCount, ...(downloadCount > 1 && { reason: form.reason }) },
      },
      now,
    );
    return { group, sealed: seal.sealed, rows };
  });
  // Unsealing, hashing and writing 100,000 keys is CPU work: done after the transaction, in
  // slices that let other requests in, so a large download does not hold the server still.
  const raws = deps.vault.unseal(group.id, sealed, CARD_KEY_LENGTH);
  const byHash = new Map(rows.map((row) => [row.key_hash, row]));
  const shape = keysShape(deps, form);
  const goods = { goodsCard: group.goodsKind, goodsId: group.scriptId, goodsName: group.goodsName };
  const lines: string[] = [];
  for (let start = 0; start < raws.length; start += KEYS_PER_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const raw of raws.slice(start, start + KEYS_PER_SLICE)) {
      const row = byHash.get(deps.vault.hash(raw));
      if (!row) throw new Error(`card group ${group.id}: a sealed key is not stored`);
      lines.push(shape.line({ id: row.id, cardId: row.id, groupId: group.id, ...goods, validDay: group.validDay, cardKey: formatCardKey(raw), status: row.status }));
    }
  }
  return {
    fileName: `card-keys-${group.id}-${at.slice(0, 10)}.csv`,
    csv: CSV_BOM + shape.header + lines.join(''),
  };
}
