// Strings of the activity pop-ups screen (/activity-notice-admin).

import type { NamespaceNoticeTranslation } from '../../i18n-types.js';

const ja_notice = {
  title: 'タイトル',
  content: '内容',
  image: '画像',
  imageUrl: '画像URL',
  imageAlt: '「{title}」の画像',
  link: 'リンク',
  linkUrl: 'リンクURL',
  startAt: '開始',
  endAt: '終了',
  startDate: '開始日',
  startTime: '開始時刻',
  endDate: '終了日',
  endTime: '終了時刻',
  enabled: '有効',
  on: '有効',
  off: '無効',
  yes: 'はい',
  no: 'いいえ',
  overlaps: '重複',
  overlapsCount: '{count}件と重複',
  noOverlap: 'なし',
  createTitle: '新しいポップアップ',
  editTitle: 'ポップアップを編集',
  titleRequired: 'タイトルを入力してください。',
  timeRequired: '日付を入力してください。',
  endBeforeStart: '終了は開始より後にしてください。',
  urlInvalid: 'http:// または https:// で始まるアドレスを入力してください。',
  imageUrlInvalid: 'https:// で始まる画像のアドレスを入力してください。',
  schedule: 'このページのスケジュール',
  scheduleItem: '{title}：{start} 〜 {end}',
  scheduleOverlap: '有効な他のポップアップ{count}件と重複',
  scheduleOff: '無効',
} satisfies NamespaceNoticeTranslation;

export default ja_notice;
