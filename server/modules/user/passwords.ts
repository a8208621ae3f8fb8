/**
 * Password verifiers (docs/auth-protocol.md). The browser never sends a password:
 * it sends h1 = md5(password) to set one, and md5(h1 + salt) to sign in. The server keeps a
 * random per-user salt and argon2id(md5(h1 + salt)), so a database leak yields nothing a client
 * could replay.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** A fresh per-user salt: 32 lower-case hex characters. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The login digest the browser computes: md5(h1 + salt). */
export function loginDigest(h1: string, salt: string): string {
  return md5Hex(h1 + salt);
}

export interface PasswordVerifier {
  salt: string;
  hash: string;
}

/** New salt and argon2id verifier for a password the browser sent as h1. */
export async function verifierFor(h1: string): Promise<PasswordVerifier> {
  const salt = newSalt();
  const hash = await argon2.hash(loginDigest(h1, salt), ARGON2_OPTIONS);
  return { salt, hash };
}

export async function digestMatches(hash: string, digest: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, digest);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, for names that do not exist; always false. */
export async function spendVerification(digest: string): Promise<false> {
  dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  await digestMatches(await dummyHash, digest);
  return false;
}

/** The salt getSalt answers for a name with no account: stable, and shaped like a real one. */
export function fakeSalt(secret: string, username: string): string {
  return createHmac('sha256', secret).update(`salt:${username.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}
