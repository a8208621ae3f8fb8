/** Who sends a resource's form in the generated tests: admin where ADMIN may, else a demo account holding one of its roles (a company's article). */
import type { Role } from '../../../contracts/roles.js';
import { DEMO_ACCOUNTS } from '../../../server/seed/demo.js';

export function writerOf(roles: readonly Role[]): string {
  if (roles.includes('ADMIN')) return 'admin';
  const account = DEMO_ACCOUNTS.find((a) => a.roles.some((role) => roles.includes(role)));
  if (!account) throw new Error(`no demo account holds one of ${roles.join(', ')}`);
  return account.username;
}
