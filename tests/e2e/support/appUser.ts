/** An app user's sign-in, as the assistant app does it (docs/auth-protocol.md): getSalt, then userLogin. */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { APIRequestContext } from 'playwright-core';

export const API = '/rocketScript/api';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Signs `username` in through the API; answers the token. */
export async function appSignIn(request: APIRequestContext, username: string, password = 'rocket123'): Promise<string> {
  const salt = await request.get(`${API}/userQuery/getSalt`, { params: { username } });
  expect(salt.status()).toBe(200);
  const { data } = (await salt.json()) as { data: { salt: string } };
  const login = await request.post(`${API}/user/userLogin`, { form: { username, password: md5(md5(password) + data.salt), salt: data.salt } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}
