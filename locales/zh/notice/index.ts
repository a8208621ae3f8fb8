// Strings of the activity pop-ups screen (/activity-notice-admin).

import type { NamespaceNoticeTranslation } from '../../i18n-types.js';

const zh_notice = {
  title: '标题',
  content: '内容',
  image: '图片',
  imageUrl: '图片地址',
  imageAlt: '“{title}”的图片',
  link: '链接',
  linkUrl: '链接地址',
  startAt: '开始时间',
  endAt: '结束时间',
  startDate: '开始日期',
  startTime: '开始时刻',
  endDate: '结束日期',
  endTime: '结束时刻',
  enabled: '启用',
  on: '已启用',
  off: '已停用',
  yes: '是',
  no: '否',
  overlaps: '时间重叠',
  overlapsCount: '与 {count} 个重叠',
  noOverlap: '无',
  createTitle: '新建弹窗',
  editTitle: '编辑弹窗',
  titleRequired: '请输入标题。',
  timeRequired: '请输入日期。',
  endBeforeStart: '结束时间必须晚于开始时间。',
  urlInvalid: '请输入以 http:// 或 https:// 开头的地址。',
  imageUrlInvalid: '请输入以 https:// 开头的图片地址。',
  schedule: '本页排期',
  scheduleItem: '{title}：{start} 至 {end}',
  scheduleOverlap: '与其他 {count} 个已启用的弹窗时间重叠',
  scheduleOff: '已停用',
} satisfies NamespaceNoticeTranslation;

export default zh_notice;
