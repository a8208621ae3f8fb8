// Strings of the users screens (filled per screen).

import type { NamespaceUserAdminTranslation } from '../../i18n-types.js';

const zh_userAdmin = {
  id: 'ID',
  username: '用户名',
  nickname: '昵称',
  roles: '角色',
  avatar: '头像',
  phone: '手机号',
  email: '邮箱',
  rechargeCoin: '金币',
  endOnlineTime: '最后在线',
  vipTime: 'VIP 到期',
  svipTime: 'SVIP 到期',
  isDel: '已删除',
  status: '状态',
  createdAt: '创建时间',
  yes: '是',
  no: '否',
  filterName: '用户名或昵称',
  filterRole: '角色',
  filterStatus: '状态',
  statusLabel: {
    normal: '正常',
    disabled: '停用',
  },
  statusName: {
    normal: '正常',
    frozen: '已冻结',
    banned: '已封禁',
  },
  editRoles: '编辑角色',
  rolesTitle: '{name} 的角色',
  rolesRequired: '请至少选择一个角色。',
  ownAdmin: '不能移除自己账号的管理员角色。',
  rolesSaved: '{name} 的角色已保存。',
  resetPassword: '重置密码',
  passwordTitle: '为 {name} 设置新密码',
  passwordHint: '保存后该用户的所有会话都会结束，需要用新密码重新登录。',
  passwordReset: '{name} 的密码已重置，其所有会话均已结束。',
  action: {
    FREEZE: '冻结',
    UNFREEZE: '解冻',
    BAN: '封禁',
  },
  confirmTitle: {
    FREEZE: '冻结此账号？',
    BAN: '封禁此账号？',
  },
  confirmText: {
    FREEZE: '{name} 将被登出，在解冻之前无法登录。',
    BAN: '{name} 将被登出，并且再也无法登录。封禁是最终操作，无法撤销。',
  },
  done: {
    FREEZE: '{name} 已被冻结。',
    UNFREEZE: '{name} 已恢复正常。',
    BAN: '{name} 已被封禁。',
  },
  endSessions: {
    action: '结束全部会话',
    confirmTitle: '结束该用户的全部会话？',
    confirmText: '{name} 将在所有设备上立即退出登录，之后可以重新登录。',
    done: '已结束 {name} 的 {count} 个会话。',
  },
  resetMfa: {
    action: '重置两步验证',
    confirmTitle: '重置该用户的两步验证？',
    confirmText: '{name} 的身份验证器和恢复码将失效，之后仅凭密码登录；若其角色要求，登录时需重新设置。',
    done: '已重置 {name} 的两步验证。',
  },
} satisfies NamespaceUserAdminTranslation;

export default zh_userAdmin;
