// Strings of the brands screens (ADMIN's /wn/brand-admin and CREATOR's /brand-table).

import type { NamespaceBrandTranslation } from '../../i18n-types.js';

const ja_brand = {
  brandName: 'ブランド名',
  owner: 'オーナー',
  chooseOwner: 'クリエイターを選択',
  createTitle: '新しいブランド',
  editTitle: 'ブランドを編集',
  nameRequired: 'ブランド名を入力してください。',
  ownerRequired: 'このブランドを所有するクリエイターを選択してください。',
  ownerInvalid: 'オーナーはクリエイターのアカウントである必要があります。',
} satisfies NamespaceBrandTranslation;

export default ja_brand;
