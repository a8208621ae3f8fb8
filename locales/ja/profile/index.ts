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
  edit: {
    open: 'プロフィールを編集',
    title: 'プロフィールを編集',
    nickname: 'ニックネーム',
    nicknameHint: '他のユーザーに表示される名前です（{max} 文字以内）。',
    avatar: 'アバター',
    avatarPreview: 'アバターのプレビュー',
    introduction: '自己紹介',
    introductionHint: 'ご自身について数行で（{max} 文字以内）。',
    introductionTooLong: '{max} 文字以内で入力してください。',
    introductionInvalid: '< > や制御文字は使えません。',
    avatarNotStored: 'アバターはここで選んでください。アプリからアップロードした画像だけが使えます。',
    save: 'プロフィールを保存',
    saving: '保存しています…',
    cancel: 'キャンセル',
    saved: 'プロフィールを保存しました。',
    failed: 'プロフィールは保存されませんでした：{message}',
  },
  errors: {
    oldRequired: '現在のパスワードを入力してください。',
    sameAsOld: '新しいパスワードは現在のパスワードと異なるものにしてください。',
  },
} satisfies NamespaceProfileTranslation;

export default ja_profile;
