/**
 * Whether a server instance lives and can serve (docs/operations.md): GET /api/health answers
 * while the process runs; GET /api/ready only while its database answers and has run every
 * migration this code knows. Load balancers and orchestrators poll them, unauthenticated.
 */
import { z } from 'zod';

export const healthAnswer = z.object({
  status: z.literal('live'),
  startedAt: z.string().describe('When this process started (ISO 8601, UTC)'),
  uptimeSeconds: z.number().int().min(0),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const readyAnswer = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
  migration: z.string().describe('The latest migration the database has run'),
});
export type ReadyAnswer = z.infer<typeof readyAnswer>;
