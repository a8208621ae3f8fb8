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
  // Editing one's own identity card.
  edit: {
    open: 'Edit profile',
    title: 'Edit profile',
    nickname: 'Nickname',
    nicknameHint: 'How other users see you, at most {max:number} characters.',
    avatar: 'Avatar',
    avatarPreview: 'Avatar preview',
    introduction: 'Introduction',
    introductionHint: 'A few lines about yourself, at most {max:number} characters.',
    introductionTooLong: 'Use at most {max:number} characters.',
    introductionInvalid: 'Use no < > and no control characters.',
    avatarNotStored: 'Choose the avatar here: only images uploaded through the app can be used.',
    save: 'Save profile',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Profile saved.',
    failed: 'The profile was not saved: {message:string}',
  },
  errors: {
    oldRequired: 'Enter your current password.',
    sameAsOld: 'The new password must differ from the current one.',
  },
} satisfies NamespaceBaseTranslation;

export default en_profile;
