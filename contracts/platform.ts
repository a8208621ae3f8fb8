/**
 * What the browser learns about the server it talks to before anyone signs in
 * (GET /api/platform/info, public). The browser imports only the type, so the first page
 * carries no zod.
 */
import { z } from 'zod';
import { CURRENCY_PATTERN } from './currency.js';

export const platformInfo = z.object({
  demoMode: z
    .boolean()
    .describe('True on a demo database (made and filled by npm start) unless DEMO_MODE=0: demo data, the phone-code outbox'),
  currency: z.string().regex(CURRENCY_PATTERN).describe('ISO 4217 code of every money amount (PLATFORM_CURRENCY, default CNY)'),
  examineUnusualFactor: z
    .number()
    .int()
    .min(2)
    .describe('Examined money further than this factor from the suggestion needs confirmUnusual (EXAMINE_UNUSUAL_FACTOR, default 3)'),
});
export type PlatformInfo = z.infer<typeof platformInfo>;
