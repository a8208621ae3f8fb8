/**
 * Who delivers phone codes. Production plugs in an SMS gateway by passing its own PhoneSender
 * to buildApp. The embedded default writes each code to the server log and to the
 * `phone_outbox` table, which the demo-only endpoint GET /api/dev/phoneOutbox reads.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PhoneCodePurpose } from '../../../contracts/auth.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';

export interface PhoneSender {
  send(phone: string, code: string, purpose: PhoneCodePurpose): Promise<void>;
}

export class OutboxPhoneSender implements PhoneSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(phone: string, code: string, purpose: PhoneCodePurpose): Promise<void> {
    await this.db.insertInto('phone_outbox').values({ phone, code, purpose, at: isoTime() }).execute();
    this.log.info({ phone, purpose, code }, `phone code for ${phone} (${purpose}): ${code}`);
  }
}
