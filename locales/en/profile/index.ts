// Strings of the header search, the error log and the profile screen.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_profile = {
  title: 'Profile',
  aboutMe: 'About me',
  name: 'Name',
  username: 'Username',
  roles: 'Roles',
  introduction: 'Introduction',
  noIntroduction: 'No introduction yet.',
  role: {
    ADMIN: 'Administrator',
    LUA_ADMIN: 'Lua administrator',
    CREATOR: 'Script creator',
    OPERATE: 'Operations',
    BUSINESS_COMPANY: 'Business company',
    COOPERATE: 'Partner',
    AUDITOR: 'Auditor',
  },
  changePassword: 'Change password',
  changePasswordHint:
    'Changing your password signs out your other sessions. This one stays signed in.',
  oldPassword: 'Current password',
  oldPasswordPlaceholder: 'Your current password',
  newPassword: 'New password',
  confirmPassword: 'Repeat the new password',
  submit: 'Change password',
  submitting: 'Changing…',
  success: 'Password changed. Other sessions have been signed out; this one stays signed in.',
  failed: 'The password was not changed: {message:string}',
  errors: {
    oldRequired: 'Enter your current password.',
    sameAsOld: 'The new password must differ from the current one.',
  },
  sessions: {
    title: 'Sessions',
    hint: 'Where your account is signed in now. Sign out of any device you do not recognise.',
    list: 'Your sessions',
    device: '{browser:string} on {os:string}',
    unknownDevice: 'Unknown device',
    thisDevice: 'This device',
    address: 'Address',
    unknownAddress: 'Unknown',
    signedIn: 'Signed in',
    lastUsed: 'Last used',
    signOut: 'Sign out',
    signOutNamed: 'Sign out {device:string}',
    signOutOthers: 'Sign out all other sessions',
    confirmTitle: 'Sign out all other sessions?',
    confirmText: 'Every other device signed in to your account is signed out at once. This one stays signed in.',
    confirmLabel: 'Sign out others',
    signedOut: '{device:string} was signed out.',
    signedOutOthers: '{count:number} other {{session was|sessions were}} signed out.',
    failed: 'Could not sign out: {message:string}',
    loadFailed: 'Your sessions could not be loaded',
    emptyTitle: 'No active sessions',
    emptyText: 'Sessions appear here when you sign in.',
  },
} satisfies NamespaceBaseTranslation;

export default en_profile;
