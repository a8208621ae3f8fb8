/**
 * What journeys do beside the browser: an app user's sign-in as the app does it (getSalt, then
 * userLogin; docs/auth-protocol.md), and the token a signed-in page keeps (the Admin-Token
 * cookie), for calls the screens do not make.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';

export const API = '/rocketScript/api';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export async function appSignIn(request: APIRequestContext, username: string, password = 'rocket123'): Promise<string> {
  const salt = await request.get(`${API}/userQuery/getSalt`, { params: { username } });
  expect(salt.status()).toBe(200);
  const { data } = (await salt.json()) as { data: { salt: string } };
  const login = await request.post(`${API}/user/userLogin`, { form: { username, password: md5(md5(password) + data.salt), salt: data.salt } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}
