/**
 * Who owns activity figures (docs/routes.md): a script's figures belong to its author (CREATOR,
 * `owner_id`) and to its company's BUSINESS_COMPANY users (`company_id`); a partner's to its
 * COOPERATE users (`cooperate_id`). ADMIN and AUDITOR see all. Views expose these columns under
 * these names so one rule serves lists, exports, charts and the ownership probes.
 */
import type { Ownership } from '../../resource/resource.js';

export const SCRIPT_OWNERSHIP: Ownership = {
  unscopedRoles: ['ADMIN', 'AUDITOR'],
  byRole: {
    CREATOR: { column: 'owner_id' },
    BUSINESS_COMPANY: { column: 'company_id', ownerOf: (user) => user.companyId },
  },
};

export const COOPERATE_OWNERSHIP: Ownership = {
  unscopedRoles: ['ADMIN', 'AUDITOR'],
  byRole: { COOPERATE: { column: 'cooperate_id', ownerOf: (user) => user.cooperateId } },
};
