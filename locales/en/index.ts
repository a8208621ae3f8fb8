import type { BaseTranslation } from '../i18n-types.js';
import { auth } from './auth.js';
import { routes } from './routes.js';
import { shell } from './shell.js';
import { tools } from './tools.js';
import { inspector } from './inspectorArea.js';

const en = {
  site: {
    title: 'Rocket Script',
  },
  route: routes,
  navbar: {
    logOut: 'Log Out',
    dashboard: 'Dashboard',
    profile: 'Profile',
    language: 'Language',
    menu: 'Main menu',
    account: 'Account menu',
  },
  // One per contracts/envelope.ts ERROR_REASONS entry.
  errors: {
    invalid_input: 'Some of the data entered is not valid.',
    unauthenticated: 'You are not logged in. Please log in again.',
    token_expired: 'Your session has expired. Please log in again.',
    session_idle: 'You were signed out after a time without activity. Please log in again.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'The requested item was not found.',
    conflict: 'Someone else changed this record. Refresh and try again.',
    in_use: 'This record is still in use by other records (for example members or channels). Remove those first.',
    illegal_transition: 'This action is no longer possible for this record: it was changed meanwhile, and the list shows it as it is now.',
    payload_too_large: 'The file is too large.',
    request_timeout: "The request took too long to arrive. Check your connection and try again.",
    headers_too_large: "The request was too large for the server (too many or too large cookies). Clear this site's cookies and sign in again.",
    unsupported_media_type: 'This file type is not supported.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    invalid_credentials: 'Incorrect username or password.',
    account_frozen: 'This account is frozen.',
    account_banned: 'This account is banned.',
    app_account: 'This is an app account: it signs in to the Rocket Script app, not to the back-office.',
    username_taken: 'This username is already taken.',
    name_taken: 'This name is already taken.',
    phone_taken: 'This phone number is already registered.',
    phone_code_invalid: 'The verification code is wrong or has expired.',
    phone_mismatch: 'The phone number does not match this account.',
    old_password_wrong: 'The old password is incorrect.',
    password_too_common: 'This password is too common. Choose another one.',
    upload_incomplete: 'The upload has not finished yet: wait until all of the file is sent, then try again.',
    too_many_uploads: 'You have too many unfinished uploads. Choose one of those files again to finish it, or wait: unfinished uploads are removed after a day.',
    upload_space_full: 'Your unfinished uploads take all the room you have. Choose one of those files again to finish it, or wait: unfinished uploads are removed after a day.',
    card_key_invalid: 'This card key is not valid. Check what you typed and try again.',
    card_key_used: 'This card key has already been redeemed.',
    card_key_disabled: 'This card key has been disabled and cannot be redeemed.',
    card_group_disabled: 'The keys of this card group have been disabled and cannot be redeemed.',
    card_key_rate_limited: 'Too many wrong card keys. Wait a while, then try again.',
    card_key_busy: 'Other attempts with card keys are still being checked. Try again in a moment.',
    card_keys_downloaded: 'The keys of this group have already been downloaded. Only an administrator can download them again, giving a reason.',
    promotion_not_draft: 'Only a draft promotion can be edited. A scheduled one can be withdrawn to a draft first; one awaiting approval waits for the administrator.',
    not_ready: 'The server is starting or cannot reach its database. Please try again in a moment.',
    internal_error: 'Something went wrong on the server. Please try again later.',
  },
  // One per contracts/envelope.ts FIELD_REASONS entry.
  validation: {
    required: 'This field is required.',
    invalid_type: 'This value has the wrong type.',
    invalid_format: 'This value is not in the expected format.',
    too_short: 'This value is too short.',
    too_long: 'This value is too long.',
    too_small: 'This value is too small.',
    too_big: 'This value is too large.',
    unknown_field: 'This field is not expected.',
    mismatch: 'The two entries do not match.',
    invalid_value: 'This value is not allowed.',
    invalid_characters: 'This value contains control characters (such as line breaks or tabs), which are not allowed here.',
    name_taken: 'This name is already taken: choose another one.',
    amount_unusual: 'This amount is far from the suggested one: confirm it or change it.',
    signing_overlap: 'This period overlaps another contract of this script: a script has one contract per month.',
    signing_month_settled: 'A month this change reaches has a settlement already applied for: end the contract after it, or leave those months as they are.',
    version_not_newer: 'This version number is not above the highest one already uploaded: versions only go up.',
    md5_mismatch: 'The file that arrived differs from the one selected (its checksum does not match): upload it again.',
  },
  // The fixed messages, kept exactly in English (docs/auth-protocol.md, "Fixed messages").
  messages: {
    errorReference: 'Reference: {id:string}',
    switchLanguageSuccess: 'Switch Language Success',
    switchSizeSuccess: 'Switch Size Success',
    hasError: 'Has Error',
    browserUnsupported: 'you browser can not work',
    verificationFailed: 'Verification failed, please Login again.',
    rolesInvalid: 'getInfo: roles must be a non-null array!',
  },
  errorPage: {
    title401: 'You do not have permission to view this page',
    text401:
      'Your account does not have access to this page. Ask an administrator, or log in with another account.',
    title404: 'Page not found',
    text404: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the dashboard',
    back: 'Go back',
    login: 'Log in with another account',
  },
  common: {
    loading: 'Loading…',
    redirecting: 'Redirecting…',
    notBuiltYet: 'This screen is not built yet.',
  },
  // The ribbon every screen shows while the server runs in demo mode (src/platform).
  demo: {
    label: 'Demo mode',
    ribbon: 'Demo data — not for production',
  },
  ...auth,
  ...shell,
  ...tools,
  ...inspector,
} satisfies BaseTranslation;

export default en;
