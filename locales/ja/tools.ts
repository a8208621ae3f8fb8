import type { Translation } from '../i18n-types.js';

// Strings of the header search, the error log and the profile screen.
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
  profile: {
    title: 'プロフィール',
    aboutMe: '自己紹介',
    name: '名前',
    username: 'ユーザー名',
    roles: 'ロール',
    introduction: '紹介文',
    noIntroduction: '紹介文はまだありません。',
    role: {
      ADMIN: '管理者',
      LUA_ADMIN: 'Lua 管理者',
      CREATOR: 'スクリプト作成者',
      OPERATE: '運用担当',
      BUSINESS_COMPANY: '取引先企業',
      COOPERATE: 'パートナー',
      AUDITOR: '監査担当',
    },
    changePassword: 'パスワードの変更',
    changePasswordHint:
      'パスワードを変更すると、他のセッションはログアウトされます。このセッションはログインしたままです。',
    oldPassword: '現在のパスワード',
    oldPasswordPlaceholder: '現在のパスワードを入力',
    newPassword: '新しいパスワード',
    confirmPassword: '新しいパスワード（確認）',
    submit: 'パスワードを変更',
    submitting: '変更中…',
    success:
      'パスワードを変更しました。他のセッションはログアウトされ、このセッションはログインしたままです。',
    failed: 'パスワードは変更されませんでした：{message}',
    errors: {
      oldRequired: '現在のパスワードを入力してください。',
      sameAsOld: '新しいパスワードは現在のパスワードと異なるものにしてください。',
    },
  },
} satisfies Pick<Translation, 'headerSearch' | 'errorLog' | 'profile'>;
