/** The browser's zod setting (src/app/zodJitless.ts) is the one zod reads. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod jitless in the browser', () => {
  it('sets the shared config zod reads, whether zod was loaded before or not', async () => {
    expect(z.config().jitless).not.toBe(true);
    await import('../../src/app/zodJitless');
    expect(z.config().jitless).toBe(true);
    // Schemas still parse without compiled fast paths.
    expect(z.object({ a: z.number() }).safeParse({ a: 1 }).success).toBe(true);
  });
});
