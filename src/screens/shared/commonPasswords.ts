/**
 * Passwords of PASSWORD_MIN characters or more that lead every public leak list (and the
 * Chinese lists, since most users are there). docs/auth-protocol.md: the server only ever sees a digest,
 * so this check can only happen in the browser, before hashing. Kept short on purpose: it
 * stops the worst choices without shipping a dictionary to every visitor.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '12341234', '11223344',
  '123123123', '123321123', '12344321', '11111111', '00000000', '88888888', '66666666',
  '99999999', '12121212', '5201314520', '52013141314', '147258369', '1qaz2wsx', '1q2w3e4r',
  '1q2w3e4r5t', 'qwertyui', 'qwertyuiop', 'qwerty123', 'asdfghjk', 'asdfasdf', 'zxcvbnm1',
  'abcd1234', 'abc12345', 'abc123456', 'a1234567', 'a12345678', 'aa123456', 'password',
  'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'admin123', 'administrator', 'letmein1', 'trustno1',
  'woaini1314', 'qq123456', 'dragon123', 'rocketscript',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
