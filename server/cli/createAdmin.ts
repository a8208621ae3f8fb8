/**
 * `npm run create-admin -- --username admin [--nickname "…"] [--phone 138…]`
 * Creates an ADMIN account on the configured database (DATABASE_URL, or the embedded SQLite
 * file), migrating it first. The password comes from the PASSWORD environment variable or an
 * interactive prompt. Refuses when the username exists.
 */
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, USERNAME_PATTERN } from '../../contracts/auth.js';
import { DISPLAY_NAME_MAX, displayName } from '../../contracts/fields.js';
import { describeDatabase, loadConfig } from '../config.js';
import { runCommand } from './command.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import { findAccountByUsername, insertAccount } from '../modules/user/accounts.js';
import { isCommonPasswordDigest } from '../modules/user/commonPasswords.js';
import { md5Hex, verifierFor } from '../modules/user/passwords.js';

const USAGE = 'usage: npm run create-admin -- --username <name> [--nickname <text>] [--phone <mobile>]\n' +
  '       the password is read from $PASSWORD or asked for interactively';

function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return Promise.reject(new Error('no terminal to ask for the password: set PASSWORD'));
  return new Promise((resolve, reject) => {
    let value = '';
    const cleanup = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          cleanup();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          cleanup();
          reject(new Error('cancelled'));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    process.stdout.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await readHidden('Password: ');
  const second = await readHidden('Repeat the password: ');
  if (first !== second) throw new Error('the two passwords differ');
  return first;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const username = option(args, 'username')?.trim();
  if (!username || !USERNAME_PATTERN.test(username)) {
    console.error(`--username is required: 3 to 32 letters, digits, "_", "." or "-"\n${USAGE}`);
    return 2;
  }
  const phone = option(args, 'phone')?.trim() || null;
  if (phone && !PHONE_PATTERN.test(phone)) {
    console.error('--phone must be an 11-digit mainland mobile or +E.164');
    return 2;
  }
  const nickname = displayName.safeParse(option(args, 'nickname')?.trim() || 'Administrator');
  if (!nickname.success) {
    console.error(`--nickname must have 1 to ${DISPLAY_NAME_MAX} characters, without < > or control characters`);
    return 2;
  }

  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    if (await findAccountByUsername(database.db, username)) {
      console.error(`Refused: an account named "${username}" already exists on ${describeDatabase(config)}. Nothing changed.`);
      return 1;
    }
    const password = await askPassword();
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      console.error(`The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters. Nothing changed.`);
      return 2;
    }
    if (isCommonPasswordDigest(md5Hex(password))) {
      console.error('The password is one of the most common passwords: choose another. Nothing changed.');
      return 2;
    }
    const verifier = await verifierFor(md5Hex(password));
    const id = await database.db.transaction().execute((trx) =>
      insertAccount(trx, { username, nickname: nickname.data, phone, roles: ['ADMIN'], verifier, introduction: 'Platform administrator.' }, null),
    );
    console.log(`Created ADMIN account "${username}" (id ${id}) on ${describeDatabase(config)}. Sign in with it at /login.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('create-admin', main);
