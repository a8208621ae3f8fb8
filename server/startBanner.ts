/**
 * The lines `npm start` prints once it listens: where the app is, and what the database is. The
 * demo accounts and their password are listed only for a demo database in demo mode; a database
 * without any account gets the create-admin command instead (docs/server.md, "Demo mode").
 */
import { DEMO_ACCOUNTS, DEMO_APP_USERS, DEMO_PASSWORD } from './seed/demo.js';
import type { DemoStart } from './seed/demoStart.js';
import { OUTBOX_WITHHELD_ROLES } from './modules/dev/outbox.js';
import type { MfaSettings } from './config.js';
import { DEMO_MFA_SECRET, DEMO_MFA_USERNAME } from './seed/demoMfa.js';

/** The same words as the browser's ribbon (locales/en: demo.ribbon). */
export const DEMO_NOTICE = 'Demo data — not for production';

export interface StartFacts {
  database: string;
  migrated: readonly string[];
  /** http://host:port */
  base: string;
  docsPath: string;
  spaBuilt: boolean;
  demo: DemoStart;
  accounts: number;
  /** False with DEMO_MODE=0. */
  demoAllowed: boolean;
  /** The raw DEMO_MODE setting, or null. */
  demoModeSetting: string | null;
  /** Two-step verification's settings (MFA_REQUIRED_ROLES, DEMO_MFA). */
  mfa?: Pick<MfaSettings, 'requiredRoles' | 'demoEnrolled'>;
}

/** How a demo visitor gets past the second step (docs/auth-protocol.md, "Demo accounts and the demo code"). */
function demoMfaLines(base: string, mfa: NonNullable<StartFacts['mfa']>): string[] {
  const lines: string[] = [];
  if (mfa.demoEnrolled) {
    lines.push(`Two-step verification: ${DEMO_MFA_USERNAME} gives a code of the demo secret ${DEMO_MFA_SECRET} (any authenticator),`, `or the current one from ${base}/rocketScript/api/dev/mfaDemoCode?username=${DEMO_MFA_USERNAME}.`);
  }
  if (mfa.requiredRoles.length > 0) lines.push(`Accounts holding ${mfa.requiredRoles.join(', ')} without it enrol at their first sign-in (MFA_REQUIRED_ROLES).`);
  return lines.length > 0 ? ['', ...lines] : [];
}

function demoTable(): string {
  const accounts = [...DEMO_ACCOUNTS, ...DEMO_APP_USERS];
  const width = Math.max(...accounts.map((a) => a.username.length), 8);
  const lines = accounts.map((a) => `  ${a.username.padEnd(width)}  ${a.roles.length > 0 ? a.roles.join(', ') : '(app user: no back-office role; redeems card keys)'}`);
  return [`  ${'username'.padEnd(width)}  roles`, ...lines].join('\n');
}

export function startBanner(facts: StartFacts): string {
  const { demo } = facts;
  const out: string[] = [
    '',
    `Rocket Script back-office on ${facts.database}${facts.migrated.length ? ` (migrated: ${facts.migrated.join(', ')})` : ''}`,
    `  app:      ${facts.base}/`,
    `  API docs: ${facts.base}${facts.docsPath}`,
  ];
  if (!facts.spaBuilt) out.push('  (the web app is not built: run `npm run build`, or start with `npm start`)');

  if (demo.demoMode) {
    out.push(
      '',
      `*** ${DEMO_NOTICE} ***`,
      'Demo mode: this database was made with the demo data (by npm start or npm run demo-data). DEMO_MODE=0 turns demo mode off.',
      '',
      `Demo accounts${demo.seeded ? ' (just created)' : ''}, password "${DEMO_PASSWORD}" unless changed:`,
      demoTable(),
      '',
      `Phone codes are logged and listed at ${facts.base}/rocketScript/api/dev/phoneOutbox`,
      `(never those of ${OUTBOX_WITHHELD_ROLES.join(', ')} accounts: they only reach the log).`,
      ...(facts.mfa ? demoMfaLines(facts.base, facts.mfa) : []),
    );
  } else if (!facts.demoAllowed) {
    const holds = demo.demoDatabase ? ' although this database holds demo data' : '';
    out.push('', `Demo mode is off (DEMO_MODE=${facts.demoModeSetting})${holds}: no demo seed, no phone-code outbox, no demo ribbon.`);
  } else if (facts.demoModeSetting !== null) {
    out.push(
      '',
      `DEMO_MODE=${facts.demoModeSetting} does not turn demo mode on: only a database npm start created and filled with demo data is a demo database.`,
    );
  }
  if (!demo.demoMode && facts.accounts === 0) {
    out.push(
      '',
      'The database has no account yet. Create the first administrator (with the same DATA_DIR or DATABASE_URL) with:',
      '  npm run create-admin -- --username admin',
    );
  }
  return `${out.join('\n')}\n`;
}
