// Strings of the brands screens (ADMIN's /wn/brand-admin and CREATOR's /brand-table).
export const brands = {
  brand: {
    brandName: 'Brand name',
    owner: 'Owner',
    chooseOwner: 'Choose a creator',
    createTitle: 'New brand',
    editTitle: 'Edit brand',
    nameRequired: 'Enter the brand name.',
    ownerRequired: 'Choose the creator who owns this brand.',
    ownerInvalid: 'The owner must be a creator account.',
  },
};
