import type { Translation } from '../i18n-types.js';

// Strings of the header search and the error log (the shell); the profile screen has its own namespace.
export const tools = {
  headerSearch: {
    open: 'メニューを検索',
    label: 'ページを検索',
    placeholder: 'タイトルまたはパスでページを検索',
    placeholderPinyin: 'タイトル・パス・ピンインでページを検索',
    close: '検索を閉じる',
    noResults: '「{query}」に一致するページはありません。',
  },
  errorLog: {
    button: 'エラーログ：{count} 件',
    title: 'エラーログ',
    summary: 'このセッションで {count} 件のエラーが記録されました。',
    message: 'メッセージ',
    info: '情報',
    url: 'URL',
    stack: 'スタック',
    at: '日時',
    noStack: 'スタックトレースはありません。',
    clearAll: 'すべてクリア',
    close: '閉じる',
    boundaryTitle: 'ページのこの部分を表示できませんでした',
    boundaryText: 'エラーは記録されました。もう一度試すか、別のページに移動してください。',
    retry: '再試行',
  },
} satisfies Pick<Translation, 'headerSearch' | 'errorLog'>;
