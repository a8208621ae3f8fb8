/**
 * Who delivers phone codes. Production plugs in an SMS gateway by passing its own PhoneSender
 * to buildApp. The embedded default writes each code to the server log (the operator's way to
 * hand a code over); in demo mode it also keeps it for GET /api/dev/phoneOutbox, except the
 * codes of ADMIN, LUA_ADMIN and AUDITOR accounts (../dev/outbox.ts). Outside demo mode no code
 * is kept in the database in clear.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PhoneCodePurpose } from '../../../contracts/auth.js';
import type { DB } from '../../db/schema.js';
import { recordInOutbox } from '../dev/outbox.js';

export interface PhoneSender {
  send(phone: string, code: string, purpose: PhoneCodePurpose): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info'>;

const logLine = (phone: string, code: string, purpose: PhoneCodePurpose) => `phone code for ${phone} (${purpose}): ${code}`;

export class LogPhoneSender implements PhoneSender {
  constructor(private readonly log: Log) {}

  async send(phone: string, code: string, purpose: PhoneCodePurpose): Promise<void> {
    this.log.info({ phone, purpose, code }, logLine(phone, code, purpose));
  }
}

export class OutboxPhoneSender implements PhoneSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: Log,
  ) {}

  async send(phone: string, code: string, purpose: PhoneCodePurpose): Promise<void> {
    const kept = await recordInOutbox(this.db, phone, code, purpose);
    const note = kept ? '' : ' (withheld from the demo outbox: an ADMIN, LUA_ADMIN or AUDITOR account)';
    this.log.info({ phone, purpose, code, outbox: kept }, `${logLine(phone, code, purpose)}${note}`);
  }
}
