// Strings of the brands screens (ADMIN's /wn/brand-admin and CREATOR's /brand-table).

import type { NamespaceBrandTranslation } from '../../i18n-types.js';

const zh_brand = {
  brandName: '品牌名称',
  owner: '所有者',
  chooseOwner: '选择创作者',
  createTitle: '新建品牌',
  editTitle: '编辑品牌',
  nameRequired: '请输入品牌名称。',
  ownerRequired: '请选择拥有此品牌的创作者。',
  ownerInvalid: '所有者必须是创作者账号。',
} satisfies NamespaceBrandTranslation;

export default zh_brand;
