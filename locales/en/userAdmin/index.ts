// Strings of the users screens (filled per screen).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_userAdmin = {
  id: 'ID',
  username: 'Username',
  nickname: 'Nickname',
  roles: 'Roles',
  avatar: 'Avatar',
  phone: 'Phone',
  email: 'Email',
  rechargeCoin: 'Coins',
  endOnlineTime: 'Last online',
  vipTime: 'VIP until',
  svipTime: 'SVIP until',
  isDel: 'Deleted',
  status: 'Status',
  createdAt: 'Created',
  yes: 'Yes',
  no: 'No',
  filterName: 'Username or nickname',
  filterRole: 'Role',
  filterStatus: 'Status',
  statusLabel: {
    normal: 'Normal',
    disabled: 'Disabled',
  },
  statusName: {
    normal: 'Normal',
    frozen: 'Frozen',
    banned: 'Banned',
  },
  editRoles: 'Edit roles',
  rolesTitle: 'Roles of {name:string}',
  rolesRequired: 'Choose at least one role.',
  ownAdmin: 'You cannot take the Administrator role from your own account.',
  rolesSaved: 'The roles of {name:string} were saved.',
  resetPassword: 'Reset password',
  passwordTitle: 'New password for {name:string}',
  passwordHint:
    'Saving ends every session of this user: they must sign in again with the new password.',
  passwordReset: 'The password of {name:string} was reset. All of their sessions have ended.',
  action: {
    FREEZE: 'Freeze',
    UNFREEZE: 'Unfreeze',
    BAN: 'Ban',
  },
  confirmTitle: {
    FREEZE: 'Freeze this account?',
    BAN: 'Ban this account?',
  },
  confirmText: {
    FREEZE: '{name:string} will be signed out and cannot sign in until the account is unfrozen.',
    BAN: '{name:string} will be signed out and can never sign in again. A ban is final: it cannot be undone.',
  },
  done: {
    FREEZE: '{name:string} is frozen.',
    UNFREEZE: '{name:string} is active again.',
    BAN: '{name:string} is banned.',
  },
  endSessions: {
    action: 'End all sessions',
    confirmTitle: 'End all sessions of this user?',
    confirmText: '{name:string} is signed out on every device at once and can sign in again.',
    done: '{count:number} {{session|sessions}} of {name:string} ended.',
  },
  resetMfa: {
    action: 'Reset two-step verification',
    confirmTitle: 'Reset two-step verification of this user?',
    confirmText:
      '{name:string} loses their authenticator and recovery codes, signs in with the password alone and sets it up again when their role requires it.',
    done: 'Two-step verification of {name:string} reset.',
  },
} satisfies NamespaceBaseTranslation;

export default en_userAdmin;
