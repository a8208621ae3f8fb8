// 意见反馈处理（/wn/opinion-admin，docs/feedback.md）。

import type { NamespaceFeedbackDeskTranslation } from '../../i18n-types.js';

const zh_feedbackDesk = {
  id: '编号',
  recordName: '#{id} · {excerpt}',
  text: '反馈内容',
  textContains: '内容包含',
  contact: '联系方式',
  script: '脚本',
  appVersion: '应用版本',
  deviceId: '设备',
  user: '提交用户',
  screenshots: '截图',
  handler: '处理人',
  reply: '回复',
  receivedAt: '收到时间',
  empty: '暂无反馈。应用用户在应用中提交的反馈会显示在这里。',
  explain: '应用用户在应用中提交的反馈。先接手，再回复（用户会在应用中看到回复），最后关闭。',
  screenshotAlt: '{name} 的截图 {n}',
  openScreenshot: '打开 {name} 的截图 {n}',
  previewTitle: '{name}：截图 {n} / {count}',
  previous: '上一张截图',
  next: '下一张截图',
  handling: '处理',
  actionsFor: '{name} 的操作',
  nothingToDo: '无可执行操作',
  takeTitle: '接手 {name}？',
  takeText: '您将成为处理人，其他人会看到由您处理。',
  closeTitle: '关闭 {name}？',
  closeText: '关闭后不可再回复或重新处理。',
  reopenTitle: '重新处理 {name}？',
  reopenText: '反馈将回到处理中，保留原回复，并由您处理。',
  replyTitle: '回复 {name}',
  replyLabel: '回复',
  replyHint: '应用用户会在应用中其反馈下方看到此回复。',
  replyRequired: '请填写回复。',
} satisfies NamespaceFeedbackDeskTranslation;

export default zh_feedbackDesk;
