/**
 * The account machine, model-based: every reachable status and every path through it (xstate/graph)
 * matches the table of docs/audit.md, and the server's way of using it (resolveState, can,
 * transition) agrees with the machine for every stored status and event.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS, ACCOUNT_STATUSES, accountStatusLabel, type AccountStatus } from '../../contracts/account.js';
import { ACCOUNT_MACHINE_STATES, accountMachine, accountSnapshot } from '../../machines/account.machine.js';

const TABLE: Record<AccountStatus, Partial<Record<(typeof ACCOUNT_EVENTS)[number], AccountStatus>>> = {
  normal: { FREEZE: 'frozen', BAN: 'banned' },
  frozen: { UNFREEZE: 'normal', BAN: 'banned' },
  banned: {},
};
const events = ACCOUNT_EVENTS.map((type) => ({ type }));

describe('account machine', () => {
  it('has exactly the stored statuses as states', () => {
    expect([...ACCOUNT_MACHINE_STATES].sort()).toEqual([...ACCOUNT_STATUSES].sort());
  });

  it('reaches every status by its shortest path', () => {
    const paths = getShortestPaths(accountMachine, { events });
    const reached = paths.map((p) => p.state.value).sort();
    expect(reached).toEqual([...ACCOUNT_STATUSES].sort());
    const toBanned = paths.find((p) => p.state.value === 'banned')!;
    expect(toBanned.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'BAN']);
  });

  it('follows the table along every simple path', () => {
    const paths = getSimplePaths(accountMachine, { events });
    expect(paths.length).toBeGreaterThanOrEqual(3);
    for (const path of paths) {
      let status: AccountStatus = 'normal';
      for (const step of path.steps.slice(1)) {
        const next: AccountStatus | undefined = TABLE[status][step.event.type as keyof (typeof TABLE)[AccountStatus]];
        expect(next, `${status} --${step.event.type}-->`).toBeDefined();
        status = next!;
        expect(step.state.value).toBe(status);
      }
      expect(path.state.value).toBe(status);
    }
  });

  it.each(ACCOUNT_STATUSES.flatMap((status) => ACCOUNT_EVENTS.map((event) => [status, event] as const)))(
    'from stored %s, %s is allowed exactly when the table says so',
    (status, event) => {
      const snapshot = accountSnapshot(status);
      const expected = TABLE[status][event];
      expect(snapshot.can({ type: event })).toBe(expected !== undefined);
      if (expected) {
        const [next, actions] = transition(accountMachine, snapshot, { type: event });
        expect(next.value).toBe(expected);
        expect(actions).toEqual([]);
      }
    },
  );

  it('treats banned as final and refuses unknown stored values', () => {
    expect(accountSnapshot('banned').status).toBe('done');
    expect(() => accountSnapshot('deleted' as AccountStatus)).toThrow();
  });

  it('labels normal as normal and frozen/banned as disabled', () => {
    expect(ACCOUNT_STATUSES.map(accountStatusLabel)).toEqual(['normal', 'disabled', 'disabled']);
  });
});
