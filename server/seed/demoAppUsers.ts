/** The demo app users (players) and how the demo seed adds them (./demo.ts). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { findAccountByUsername, insertAccount } from '../modules/user/accounts.js';
import { md5Hex, verifierFor } from '../modules/user/passwords.js';
import type { DemoAccount } from './demo.js';

/**
 * App users (players): accounts without any back-office role. They sign in like everyone else and
 * make only the app's calls (redeeming card keys, docs/cardKeys.md); every back-office call
 * answers them 403.
 */
export const DEMO_APP_USERS: readonly DemoAccount[] = [
  {
    username: 'player1',
    roles: [],
    nickname: 'Player One',
    phone: '13800000011',
    introduction: 'Plays with the assistant app; redeems card keys.',
  },
  {
    username: 'player2',
    roles: [],
    nickname: 'Player Two',
    phone: '13800000012',
    introduction: 'Plays with the assistant app.',
  },
];

/** The app users a demo database lacks (one made before they existed gets them on its next start). */
export async function seedDemoAppUsers(db: Kysely<DB>, password: string): Promise<void> {
  const h1 = md5Hex(password);
  for (const account of DEMO_APP_USERS) {
    if (await findAccountByUsername(db, account.username)) continue;
    const verifier = await verifierFor(h1);
    await db.transaction().execute((trx) =>
      insertAccount(
        trx,
        {
          username: account.username,
          nickname: account.nickname,
          phone: account.phone,
          introduction: account.introduction,
          roles: [],
          appUser: true,
          verifier,
        },
        null,
      ),
    );
  }
}
