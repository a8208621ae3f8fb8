// Strings of the brands screens (ADMIN's /wn/brand-admin and CREATOR's /brand-table).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_brand = {
  brandName: 'Brand name',
  owner: 'Owner',
  chooseOwner: 'Choose a creator',
  createTitle: 'New brand',
  editTitle: 'Edit brand',
  nameRequired: 'Enter the brand name.',
  ownerRequired: 'Choose the creator who owns this brand.',
  ownerInvalid: 'The owner must be a creator account.',
} satisfies NamespaceBaseTranslation;

export default en_brand;
