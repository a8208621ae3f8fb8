/**
 * The server's half of the password policy (docs/auth-protocol.md, "Password policy"): it only
 * ever sees h1 = md5(password), so it cannot count characters, but it can recognise the digest
 * of a common password. The set holds the md5 of every password of zxcvbn's common list and of
 * our own, made once when the server starts (about 50,000 digests, a few milliseconds).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { LOCAL_COMMON_PASSWORDS } from '../../../contracts/commonPasswords.js';
import { fail } from '../../http/envelope.js';
import { md5Hex } from './passwords.js';

const COMMON_DIGESTS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], ...LOCAL_COMMON_PASSWORDS].map((password) => md5Hex(String(password))),
);

export function isCommonPasswordDigest(h1: string): boolean {
  return COMMON_DIGESTS.has(h1);
}

/** 400 password_too_common on `field` when h1 is the digest of a common password; nothing is changed. */
export function refuseCommonPassword(h1: string, field: string): void {
  if (!isCommonPasswordDigest(h1)) return;
  const message = 'This password is one of the most common passwords: choose another';
  throw fail.invalid(message, [{ field, reason: 'invalid_value', message }], 'password_too_common');
}
