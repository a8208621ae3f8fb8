// Strings of the users screens (filled per screen).

import type { NamespaceUserAdminTranslation } from '../../i18n-types.js';

const ja_userAdmin = {
  id: 'ID',
  username: 'ユーザー名',
  nickname: 'ニックネーム',
  roles: 'ロール',
  avatar: 'アバター',
  phone: '電話番号',
  email: 'メールアドレス',
  rechargeCoin: 'コイン',
  endOnlineTime: '最終オンライン',
  vipTime: 'VIP 期限',
  svipTime: 'SVIP 期限',
  isDel: '削除済み',
  status: '状態',
  createdAt: '作成日時',
  yes: 'はい',
  no: 'いいえ',
  filterName: 'ユーザー名またはニックネーム',
  filterRole: 'ロール',
  filterStatus: '状態',
  statusLabel: {
    normal: '正常',
    disabled: '無効',
  },
  statusName: {
    normal: '正常',
    frozen: '凍結中',
    banned: '利用停止',
  },
  editRoles: 'ロールを編集',
  rolesTitle: '{name} のロール',
  rolesRequired: 'ロールを 1 つ以上選んでください。',
  ownAdmin: '自分のアカウントから管理者ロールを外すことはできません。',
  rolesSaved: '{name} のロールを保存しました。',
  resetPassword: 'パスワードをリセット',
  passwordTitle: '{name} の新しいパスワード',
  passwordHint:
    '保存するとこのユーザーのすべてのセッションが終了し、新しいパスワードで再度ログインが必要になります。',
  passwordReset: '{name} のパスワードをリセットしました。すべてのセッションが終了しました。',
  action: {
    FREEZE: '凍結',
    UNFREEZE: '凍結解除',
    BAN: '利用停止',
  },
  confirmTitle: {
    FREEZE: 'このアカウントを凍結しますか？',
    BAN: 'このアカウントを利用停止にしますか？',
  },
  confirmText: {
    FREEZE: '{name} はログアウトされ、凍結が解除されるまでログインできません。',
    BAN: '{name} はログアウトされ、今後一切ログインできなくなります。利用停止は最終的な操作で、取り消せません。',
  },
  done: {
    FREEZE: '{name} を凍結しました。',
    UNFREEZE: '{name} は再び利用可能になりました。',
    BAN: '{name} を利用停止にしました。',
  },
  endSessions: {
    action: '全セッションを終了',
    confirmTitle: 'このユーザーの全セッションを終了しますか？',
    confirmText: '{name} はすべてのデバイスで直ちにログアウトされます。再度ログインすることはできます。',
    done: '{name} のセッションを {count} 件終了しました。',
  },
  resetMfa: {
    action: '2 段階認証をリセット',
    confirmTitle: 'このユーザーの 2 段階認証をリセットしますか？',
    confirmText: '{name} の認証アプリと回復コードは無効になり、パスワードだけでログインします。ロールで必要な場合は再設定が求められます。',
    done: '{name} の 2 段階認証をリセットしました。',
  },
} satisfies NamespaceUserAdminTranslation;

export default ja_userAdmin;
