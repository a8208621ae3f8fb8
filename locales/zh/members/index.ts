// Strings of the business companies and partners screens and their members panel.

import type { NamespaceMembersTranslation } from '../../i18n-types.js';

const zh_members = {
  action: '成员',
  companyTitle: '{name} 的成员',
  cooperateTitle: '关联到 {name} 的账号',
  table: '成员',
  username: '用户名',
  nickname: '昵称',
  status: '状态',
  normal: '正常',
  disabled: '禁用',
  loading: '正在加载成员…',
  empty: '暂无成员。',
  add: '添加成员',
  user: '用户',
  chooseUser: '选择用户',
  companyCandidates: '拥有商务公司角色的用户',
  cooperateCandidates: '拥有合作方角色的用户',
  noCandidates: '没有其他用户拥有所需角色。',
  inCompany: '{user}（当前属于公司 #{id}）',
  inCooperate: '{user}（当前关联合作方 #{id}）',
  movesCompany: '该用户当前属于公司 #{id}，将被移到这里。',
  movesCooperate: '该用户当前关联合作方 #{id}，将被移到这里。',
  confirmAdd: '添加',
  remove: '移除',
  removeLabel: '移除 {name}',
  removeTitle: '移除该成员？',
  removeText: '“{name}”将不再属于“{owner}”。',
  added: '已添加成员。',
  removed: '已移除成员。',
  companyRoleNeeded: '只有拥有商务公司角色的用户才能加入公司。',
  cooperateRoleNeeded: '只有拥有合作方角色的用户才能关联到合作方。',
  companyGone: '该公司已不存在。请关闭面板并刷新列表。',
  cooperateGone: '该合作方已不存在。请关闭面板并刷新列表。',
  userGone: '该用户不存在或已被删除。',
} satisfies NamespaceMembersTranslation;

export default zh_members;
