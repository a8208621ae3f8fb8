/**
 * Passwords people choose here that zxcvbn's common-password list (@zxcvbn-ts/language-common)
 * lacks: the Chinese leak lists' favourites and the product's own name. The server refuses their
 * digests like the list's (server/modules/user/commonPasswords.ts); the browser's strength check
 * refuses them too (docs/auth-protocol.md, "Password policy").
 */
export const LOCAL_COMMON_PASSWORDS: readonly string[] = [
  '0123456789', '87654321', '12341234', '123123123', '00000000', '88888888', '66666666', '99999999',
  '12121212', '5201314520', '52013141314', 'woaini1314', '1314520520', 'woaini520', 'rocketscript',
  'rocketscript123', 'rocket123456', 'rocketscript2026',
];
