/**
 * docs/auth-protocol.md: the browser never sends a password. h1 = md5(password) for register, retrieve
 * and change; md5(h1 + salt) at login, with the salt from getSalt.
 */
import SparkMD5 from 'spark-md5';

export function passwordDigest(password: string): string {
  return SparkMD5.hash(password);
}

export function loginDigest(password: string, salt: string): string {
  return SparkMD5.hash(passwordDigest(password) + salt);
}
