/**
 * GET /api/platform/info, asked on every first page. A plain fetch, not the axios client: the
 * login page loads no axios until the user signs in (src/auth/authEffects.ts), and this one
 * public call needs none of the client's token, toast or session handling. Types only from
 * contracts (no zod on the first page).
 */
import { API_BASE, type Envelope } from '@contracts/envelope.js';
import { CURRENCY_PATTERN, DEFAULT_CURRENCY } from '@contracts/currency.js';
import type { PlatformInfo } from '@contracts/platform.js';
import { EXAMINE_UNUSUAL_FACTOR_DEFAULT } from '@contracts/unusualAmount.js';

/** Resolves to the server's answer; rejects when it gives none (network, another backend). */
export async function platformInfo(): Promise<PlatformInfo> {
  const response = await fetch(`${API_BASE}/api/platform/info`, { headers: { 'X-Client-Type': 'pc' } });
  const body = (await response.json()) as Partial<Envelope<Partial<PlatformInfo> | null>>;
  if (!response.ok || body.code !== 200 || !body.data) throw new Error(`platform/info answered ${response.status}`);
  const currency = typeof body.data.currency === 'string' && CURRENCY_PATTERN.test(body.data.currency) ? body.data.currency : DEFAULT_CURRENCY;
  const factor = body.data.examineUnusualFactor;
  const examineUnusualFactor = Number.isInteger(factor) && (factor as number) >= 2 ? (factor as number) : EXAMINE_UNUSUAL_FACTOR_DEFAULT;
  return { demoMode: body.data.demoMode === true, currency, examineUnusualFactor };
}
