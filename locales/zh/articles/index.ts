// Strings of business companies' articles (docs/articles.md): the list, the form with its
// Markdown preview, and the flow's questions. Statuses and events are in ./appSide.ts (`article`).

import type { NamespaceArticlesTranslation } from '../../i18n-types.js';

const zh_articles = {
  title: '标题',
  game: '游戏',
  chooseGame: '选择游戏',
  publishedAt: '发布时间',
  author: '作者',
  company: '公司',
  cover: '封面图片',
  body: '正文（Markdown）',
  bodyHint: 'Markdown：# 标题、**粗体**、*斜体*、[链接](https://…)、列表。显示时会移除脚本、嵌入页面和事件处理代码。',
  bodyCount: '{count} / {max} 个字符',
  write: '编辑',
  preview: '预览',
  previewEmpty: '暂无可预览的内容：请先填写正文。',
  previewTitle: '预览：{title}',
  close: '关闭',
  createLabel: '新建文章',
  createTitle: '新建文章',
  editTitle: '编辑文章',
  titleRequired: '请填写文章标题。',
  gameRequired: '请选择文章所介绍的游戏。',
  gameInvalid: '该游戏已不存在，请另选一个。',
  bodyRequired: '请填写文章正文。',
  bodyTooLong: '正文过长：最多 {max} 个字符。',
  coverInvalid: '该封面不是在本系统上传的，请重新上传图片。',
  republish: '重新发布',
  publishQuestion: '发布「{name}」？应用会立即向所有人展示。',
  unpublishQuestion: '下线「{name}」？应用将不再展示，之后可以重新发布。',
  emptyText: '贵公司还没有文章。点击“新建文章”撰写第一篇。',
} satisfies NamespaceArticlesTranslation;

export default zh_articles;
