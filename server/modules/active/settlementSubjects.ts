/**
 * Settlements joined to what they settle: the script (kind `script`) or the partner (kind
 * `cooperate`), so that a record can be named by what a person knows (docs/settlement.md).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { coveringSigning } from '../scripts/signedCompany.js';

export function settlementsWithSubjects(db: Kysely<DB>) {
  return db
    .selectFrom('settlements as s')
    .leftJoin('scripts as sc', (join) =>
      join.onRef('sc.id', '=', 's.subject_id').on('s.kind', '=', 'script'),
    )
    .leftJoin('cooperates as co', (join) =>
      join.onRef('co.id', '=', 's.subject_id').on('s.kind', '=', 'cooperate'),
    )
    // A script month's company: the signing contract covering it (docs/signing.md).
    .leftJoin('script_signings as sg', (join) => coveringSigning('sc.id', 's.month')(join));
}
