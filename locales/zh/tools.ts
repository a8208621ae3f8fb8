import type { Translation } from '../i18n-types.js';

// Strings of the header search and the error log (the shell); the profile screen has its own namespace.
export const tools = {
  headerSearch: {
    open: '搜索菜单',
    label: '搜索页面',
    placeholder: '按标题或路径搜索页面',
    placeholderPinyin: '按标题、路径或拼音搜索页面',
    close: '关闭搜索',
    noResults: '没有与“{query}”匹配的页面。',
  },
  errorLog: {
    button: '错误日志：{count} 条',
    title: '错误日志',
    summary: '本次会话共记录了 {count} 条错误。',
    message: '信息',
    info: '来源',
    url: '地址',
    stack: '堆栈',
    at: '时间',
    noStack: '没有堆栈信息。',
    clearAll: '全部清除',
    close: '关闭',
    boundaryTitle: '页面的这一部分无法显示',
    boundaryText: '错误已记录。请重试，或前往其他页面。',
    retry: '重试',
  },
} satisfies Pick<Translation, 'headerSearch' | 'errorLog'>;
