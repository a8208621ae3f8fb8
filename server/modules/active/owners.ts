/**
 * Who owns activity figures (docs/routes.md): a script's figures belong to its author (CREATOR,
 * `owner_id`) and, month by month, to the BUSINESS_COMPANY users of the company whose signing
 * contract covers the month (`company_id`: docs/signing.md); a partner's to its COOPERATE users
 * (`cooperate_id`). ADMIN and AUDITOR see all. Views expose these columns under these names so
 * one rule serves lists, exports, settlements and the ownership probes.
 */
import type { Ownership } from '../../resource/resource.js';
import { signedBy } from '../scripts/signedCompany.js';

export const SCRIPT_OWNERSHIP: Ownership = {
  unscopedRoles: ['ADMIN', 'AUDITOR'],
  byRole: {
    CREATOR: { column: 'owner_id' },
    BUSINESS_COMPANY: { column: 'company_id', ownerOf: (user) => user.companyId },
  },
};

/** A script itself (its chart): its author's, and every company that has signed it. */
export const SIGNED_SCRIPT_OWNERSHIP: Ownership = {
  unscopedRoles: ['ADMIN', 'AUDITOR'],
  byRole: {
    CREATOR: { column: 'owner_id' },
    BUSINESS_COMPANY: { column: 'company_id', ownerOf: (user) => user.companyId, where: (key) => signedBy('scripts', key) },
  },
};

export const COOPERATE_OWNERSHIP: Ownership = {
  unscopedRoles: ['ADMIN', 'AUDITOR'],
  byRole: { COOPERATE: { column: 'cooperate_id', ownerOf: (user) => user.cooperateId } },
};
