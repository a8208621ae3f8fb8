// Strings of the header search, the error log and the profile screen.

import type { NamespaceProfileTranslation } from '../../i18n-types.js';

const zh_profile = {
  title: '个人中心',
  aboutMe: '关于我',
  name: '姓名',
  username: '用户名',
  roles: '角色',
  introduction: '简介',
  noIntroduction: '暂无简介。',
  role: {
    ADMIN: '管理员',
    LUA_ADMIN: 'Lua 管理员',
    CREATOR: '脚本作者',
    OPERATE: '运营',
    BUSINESS_COMPANY: '商务公司',
    COOPERATE: '合作方',
    AUDITOR: '审计员',
  },
  changePassword: '修改密码',
  changePasswordHint: '修改密码后，您在其他地方的登录会被退出，当前登录保持不变。',
  oldPassword: '当前密码',
  oldPasswordPlaceholder: '请输入当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  submit: '修改密码',
  submitting: '正在修改…',
  success: '密码已修改。其他会话已退出登录，当前会话保持登录。',
  failed: '密码未修改：{message}',
  edit: {
    open: '编辑资料',
    title: '编辑资料',
    nickname: '昵称',
    nicknameHint: '其他用户看到的名字，最多 {max} 个字符。',
    avatar: '头像',
    avatarPreview: '头像预览',
    introduction: '简介',
    introductionHint: '简单介绍一下自己，最多 {max} 个字符。',
    introductionTooLong: '最多 {max} 个字符。',
    introductionInvalid: '不能包含 < > 或控制字符。',
    avatarNotStored: '请在这里选择头像：只能使用通过本应用上传的图片。',
    save: '保存资料',
    saving: '正在保存…',
    cancel: '取消',
    saved: '资料已保存。',
    failed: '资料未保存：{message}',
  },
  errors: {
    oldRequired: '请输入当前密码。',
    sameAsOld: '新密码不能与当前密码相同。',
  },
} satisfies NamespaceProfileTranslation;

export default zh_profile;
