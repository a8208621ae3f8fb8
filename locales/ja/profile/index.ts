// Strings of the header search, the error log and the profile screen.

import type { NamespaceProfileTranslation } from '../../i18n-types.js';

const ja_profile = {
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
  sessions: {
    title: 'セッション',
    hint: 'あなたのアカウントが現在サインインしている場所です。見覚えのないデバイスはサインアウトしてください。',
    list: 'あなたのセッション',
    device: '{os} の {browser}',
    unknownDevice: '不明なデバイス',
    thisDevice: 'このデバイス',
    address: 'アドレス',
    unknownAddress: '不明',
    signedIn: 'サインイン日時',
    lastUsed: '最終使用',
    signOut: 'サインアウト',
    signOutNamed: '{device} をサインアウト',
    signOutOthers: '他のすべてのセッションをサインアウト',
    confirmTitle: '他のすべてのセッションをサインアウトしますか？',
    confirmText: 'あなたのアカウントでサインインしている他のすべてのデバイスが直ちにサインアウトされます。このデバイスはサインインしたままです。',
    confirmLabel: '他をサインアウト',
    signedOut: '{device} をサインアウトしました。',
    signedOutOthers: '他の {count} 件のセッションをサインアウトしました。',
    failed: 'サインアウトできませんでした：{message}',
    loadFailed: 'セッションを読み込めませんでした',
    emptyTitle: 'アクティブなセッションはありません',
    emptyText: 'サインインすると、ここにセッションが表示されます。',
  },
} satisfies NamespaceProfileTranslation;

export default ja_profile;
