/** Helpers of the promotion tests: a stored image, a new draft, a partner's id. */
import type { PromotionRecord } from '../../../contracts/promotion.js';
import { solidPng } from './images.js';
import { API, type TestServer } from './server.js';

let colour = 0;

/** Uploads a fresh image as `token` (through the app's image upload) and answers its URL. */
export async function uploadedImage(server: TestServer, token: string): Promise<string> {
  colour += 1;
  const answer = await fetch(`${server.url}${API}/files/uploadImage`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png', 'X-Client-Type': 'pc' },
    body: new Uint8Array(solidPng(64, 32, [colour % 256, 40, 90])),
  });
  const body = (await answer.json()) as { data: { url: string } };
  if (answer.status !== 200) throw new Error(`uploadImage ${answer.status}`);
  return body.data.url;
}

export async function partnerIdOf(server: TestServer, username: string): Promise<number> {
  const row = await server.db.selectFrom('users').select('cooperate_id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.cooperate_id!;
}

/** A period starting `startsIn` ms from now and lasting `lasts` ms. */
export function periodFrom(startsIn: number, lasts: number): { startsAt: string; endsAt: string } {
  const start = Date.now() + startsIn;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + lasts).toISOString() };
}

/** A new draft made by `token`'s user (a partner's own; ADMIN names `partnerId`). */
export async function addDraft(server: TestServer, token: string, fields: Record<string, unknown> = {}): Promise<PromotionRecord> {
  const answer = await server.post<PromotionRecord>(`${API}/promotion/addPromotion`, {
    title: 'Autumn offer',
    imageUrl: await uploadedImage(server, token),
    linkUrl: 'https://example.com/autumn',
    position: 'home_banner',
    ...periodFrom(86_400_000, 7 * 86_400_000),
    ...fields,
  }, { token });
  if (answer.status !== 200) throw new Error(`addPromotion ${answer.status}: ${answer.text}`);
  return answer.body.data;
}

export const act = (server: TestServer, token: string, action: string, body: Record<string, unknown>) =>
  server.post<{ id: number; from: string; to: string }>(`${API}/promotion/${action}`, body, { token });
