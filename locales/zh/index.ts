import type { Translation } from '../i18n-types.js';
import { auth } from './auth.js';
import { routes } from './routes.js';
import { shell } from './shell.js';
import { tools } from './tools.js';
import { lists } from './lists.js';
import { users } from './users.js';
import { members } from './members.js';
import { brands } from './brands.js';
import { scripts } from './scripts.js';
import { signing } from './signing.js';
import { releases } from './releases.js';
import { notices } from './notices.js';
import { activity } from './activity.js';
import { charts } from './charts.js';
import { figures } from './figures.js';
import { review } from './reviewArea.js';
import { audit } from './auditArea.js';
import { auditFields } from './auditFields.js';
import { inspector } from './inspectorArea.js';
import { dashboard } from './dashboardArea.js';
import { pickers } from './pickers.js';
import { uploads } from './uploads.js';
import { cardKeys } from './cardKeys.js';
import { appSide } from './appSide.js';
import { articlesArea } from './articlesArea.js';
import { reportsArea } from './reportsArea.js';
import { feedbackArea } from './feedbackArea.js';
import { promotionsArea } from './promotionsArea.js';

const zh = {
  site: {
    title: '火箭脚本',
  },
  route: routes,
  navbar: {
    logOut: '退出登录',
    dashboard: '首页',
    profile: '个人中心',
    language: '语言',
    menu: '主菜单',
    account: '账户菜单',
  },
  errors: {
    invalid_input: '输入的数据有误。',
    unauthenticated: '您尚未登录，请重新登录。',
    token_expired: '登录已过期，请重新登录。',
    forbidden: '您没有执行此操作的权限。',
    not_found: '请求的内容不存在。',
    conflict: '该记录已被他人修改，请刷新后重试。',
    in_use: '该记录仍被其他记录使用（例如成员或渠道），请先移除它们。',
    illegal_transition: '该记录已被他人更改，无法再执行此操作；列表显示的是其当前状态。',
    payload_too_large: '文件过大。',
    request_timeout: '请求发送超时。请检查网络连接后重试。',
    headers_too_large: '请求过大（Cookie 过多或过大）。请清除本站 Cookie 后重新登录。',
    unsupported_media_type: '不支持该文件类型。',
    rate_limited: '尝试次数过多，请稍后再试。',
    invalid_credentials: '用户名或密码错误。',
    account_frozen: '该账号已被冻结。',
    account_banned: '该账号已被封禁。',
    username_taken: '该用户名已被占用。',
    name_taken: '该名称已被占用。',
    phone_taken: '该手机号已被注册。',
    phone_code_invalid: '验证码错误或已过期。',
    phone_mismatch: '手机号与该账号不匹配。',
    old_password_wrong: '原密码错误。',
    upload_incomplete: '上传尚未完成：请等待文件全部发送完毕后再试。',
    too_many_uploads: '未完成的上传过多。请重新选择其中一个文件以完成上传，或稍后再试：未完成的上传会在一天后删除。',
    upload_space_full: '未完成的上传已占满可用空间。请重新选择其中一个文件以完成上传，或稍后再试：未完成的上传会在一天后删除。',
    card_key_invalid: '卡密无效。请检查输入后重试。',
    card_key_used: '该卡密已被兑换。',
    card_key_disabled: '该卡密已停用，无法兑换。',
    card_group_disabled: '该卡密组已停用，其卡密无法兑换。',
    card_key_rate_limited: '输入错误的卡密次数过多。请稍后再试。',
    card_key_busy: '其他卡密兑换请求仍在校验中。请稍后再试。',
    card_keys_downloaded: '该组卡密已下载过。只有管理员填写原因后才能再次下载。',
    promotion_not_draft: '只有草稿状态的推广可以编辑。待上线的推广可先撤回为草稿；待审核的推广需等待管理员处理。',
    internal_error: '服务器出错了，请稍后再试。',
  },
  validation: {
    required: '此项为必填项。',
    invalid_type: '数据类型不正确。',
    invalid_format: '格式不正确。',
    too_short: '内容太短。',
    too_long: '内容太长。',
    too_small: '数值太小。',
    too_big: '数值太大。',
    unknown_field: '不应包含此字段。',
    mismatch: '两次输入不一致。',
    invalid_value: '该值不被允许。',
    invalid_characters: '包含不允许的控制字符（例如换行符或制表符）。',
    name_taken: '该名称已被占用，请换一个。',
    amount_unusual: '该金额与建议金额相差很大：请确认或修改。',
    signing_overlap: '该期间与此脚本的另一份合同重叠：一个脚本每个月只能有一份合同。',
    signing_month_settled: '此修改涉及的月份已申请结算：请在该月之后终止合同，或保持这些月份不变。',
    version_not_newer: '该版本号不高于已上传的最高版本号：版本号只能递增。',
    md5_mismatch: '收到的文件与所选文件不一致（校验和不匹配）：请重新上传。',
  },
  messages: {
    switchLanguageSuccess: '切换语言成功',
    switchSizeSuccess: '切换尺寸成功',
    hasError: '发生错误',
    browserUnsupported: '您的浏览器不支持此功能',
    verificationFailed: '验证失败，请重新登录。',
    rolesInvalid: '获取用户信息失败：角色必须是非空数组！',
  },
  errorPage: {
    title401: '您没有权限访问此页面',
    text401: '当前账号无权访问该页面。请联系管理员，或使用其他账号登录。',
    title404: '页面不存在',
    text404: '您访问的页面不存在或已被移动。',
    home: '返回首页',
    back: '返回上一页',
    login: '使用其他账号登录',
  },
  common: {
    loading: '加载中…',
    redirecting: '正在跳转…',
    notBuiltYet: '该页面尚未开发。',
  },
  // The ribbon every screen shows while the server runs in demo mode (src/platform).
  demo: {
    label: '演示模式',
    ribbon: '演示数据 — 请勿用于生产环境',
  },
  ...auth,
  ...shell,
  ...tools,
  ...lists,
  ...activity,
  ...charts,
  ...figures,
  ...review,
  ...audit,
  ...auditFields,
  ...inspector,
  ...dashboard,
  ...pickers,
  ...uploads,
  ...cardKeys,
  ...appSide,
  ...articlesArea,
  ...reportsArea,
  ...feedbackArea,
  ...promotionsArea,
  ...users,
  ...members,
  ...brands,
  ...scripts,
  ...signing,
  ...releases,
  ...notices,
} satisfies Translation;

export default zh;
