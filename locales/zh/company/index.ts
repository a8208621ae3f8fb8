// Strings of the business companies and partners screens and their members panel.

import type { NamespaceCompanyTranslation } from '../../i18n-types.js';

const zh_company = {
  name: '公司名称',
  memberCount: '成员数',
  createTitle: '新建商务公司',
  editTitle: '编辑商务公司',
  nameRequired: '请输入公司名称。',
  hasMembers: '该公司仍有成员。请先在“成员”中移除他们，再删除公司。',
} satisfies NamespaceCompanyTranslation;

export default zh_company;
