// Strings of the business companies and partners screens and their members panel.

import type { NamespaceCompanyTranslation } from '../../i18n-types.js';

const ja_company = {
  name: '企業名',
  memberCount: 'メンバー数',
  createTitle: '取引先企業を新規作成',
  editTitle: '取引先企業を編集',
  nameRequired: '企業名を入力してください。',
  hasMembers:
    'この企業にはまだメンバーがいます。削除する前に「メンバー」からメンバーを外してください。',
} satisfies NamespaceCompanyTranslation;

export default ja_company;
