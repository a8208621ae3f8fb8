import type { Translation } from '../i18n-types.js';

// Strings of the brands screens (ADMIN's /wn/brand-admin and CREATOR's /brand-table).
export const brands = {
  brand: {
    brandName: 'ブランド名',
    owner: 'オーナー',
    chooseOwner: 'クリエイターを選択',
    createTitle: '新しいブランド',
    editTitle: 'ブランドを編集',
    nameRequired: 'ブランド名を入力してください。',
    ownerRequired: 'このブランドを所有するクリエイターを選択してください。',
    ownerInvalid: 'オーナーはクリエイターのアカウントである必要があります。',
  },
} satisfies Pick<Translation, 'brand'>;
