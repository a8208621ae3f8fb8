/**
 * The statechart read from a machine definition: every state and transition of the settlement,
 * review, account and auth machines (eventless ones included), and a stable column layout.
 */
import { describe, expect, it } from 'vitest';
import { accountMachine } from '@machines/account.machine';
import { authMachine } from '@machines/auth.machine';
import { reviewMachine } from '@machines/review.machine';
import { settlementMachine } from '@machines/settlement.machine';
import { activeStateIds, eventLabel, layoutStatechart, statechartOf } from '@/components/statechart/statechartModel';

const edges = (chart: ReturnType<typeof statechartOf>) => chart.transitions.map((t) => `${t.from} -${t.event}-> ${t.to}`).sort();

describe('statechart from a machine definition', () => {
  it('reads the settlement flow exactly (docs/settlement.md)', () => {
    const chart = statechartOf(settlementMachine);
    expect(chart.states.map((s) => s.id)).toEqual(['unapplied', 'submitted', 'examined', 'settled']);
    expect(chart.states.find((s) => s.initial)!.id).toBe('unapplied');
    expect(chart.states.filter((s) => s.final).map((s) => s.id)).toEqual(['settled']);
    expect(edges(chart)).toEqual([
      'examined -CONFIRM-> settled',
      'submitted -EXAMINE-> examined',
      'submitted -RETURN-> unapplied',
      'unapplied -APPLY-> submitted',
    ]);
  });

  it('reads the review and account flows', () => {
    expect(edges(statechartOf(reviewMachine))).toEqual([
      'approved -LIST-> listed',
      'delisted -LIST-> listed',
      'listed -DELIST-> delisted',
      'pending -APPROVE-> approved',
      'pending -REJECT-> rejected',
      'rejected -RESUBMIT-> pending',
    ]);
    expect(edges(statechartOf(accountMachine))).toEqual(['frozen -BAN-> banned', 'frozen -UNFREEZE-> normal', 'normal -BAN-> banned', 'normal -FREEZE-> frozen']);
  });

  it('keeps eventless transitions (the auth machine’s path from token to routes)', () => {
    const chart = statechartOf(authMachine);
    const all = edges(chart);
    expect(all.some((e) => e.startsWith('checking -always->'))).toBe(true);
    expect(all).toContain('buildingRoutes -always-> signedIn');
    expect(all).toContain('loadingUser -xstate.done.actor.fetchUserInfo-> buildingRoutes');
    // Guarded alternatives to the same target are one edge.
    expect(all.filter((e) => e === 'loadingUser -xstate.done.actor.fetchUserInfo-> failed')).toHaveLength(1);
  });

  it('lays the states out in columns by distance from the initial state', () => {
    const placed = layoutStatechart(statechartOf(reviewMachine));
    const column = (id: string) => placed.find((s) => s.id === id)!.column;
    expect(column('pending')).toBe(0);
    expect([column('approved'), column('rejected')]).toEqual([1, 1]);
    expect(column('listed')).toBe(2);
    expect(column('delisted')).toBe(3);
    const rows = placed.filter((s) => s.column === 1).map((s) => s.row);
    expect(rows).toEqual([0, 1]);
  });

  it('names events and active states for people', () => {
    expect(eventLabel('xstate.done.actor.signIn')).toBe('done: signIn');
    expect(eventLabel('xstate.error.actor.fetchUserInfo')).toBe('error: fetchUserInfo');
    expect(eventLabel('APPLY')).toBe('APPLY');
    expect(activeStateIds('submitted')).toEqual(['submitted']);
    expect(activeStateIds({ signedIn: 'idle' })).toEqual(['signedIn', 'signedIn.idle']);
  });
});
