import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  recordActionMachine,
  type RecordActionEmitted,
  type RecordActionTarget,
} from '@machines/recordAction.machine';

/** As the users screen provides it: FREEZE and BAN are asked about, UNFREEZE is not. */
function start(run: (target: RecordActionTarget) => Promise<unknown>, confirmed: readonly string[] | 'all' = ['FREEZE', 'BAN']) {
  const ran: RecordActionTarget[] = [];
  const logic = recordActionMachine.provide({
    ...(confirmed !== 'all' && { guards: { needsConfirmation: ({ context }) => confirmed.includes(context.target!.event) } }),
    actors: {
      run: fromPromise<unknown, RecordActionTarget>(async ({ input }) => {
        ran.push(input);
        return run(input);
      }),
    },
  });
  const actor = createActor(logic).start();
  const finished: RecordActionEmitted[] = [];
  actor.on('finished', (event) => finished.push(event));
  return { actor, ran, finished };
}

const creator2 = { id: 7, name: 'creator2' };

describe('record action machine', () => {
  it('asks before the confirmed events, and runs nothing when cancelled', () => {
    for (const event of ['FREEZE', 'BAN']) {
      const { actor, ran, finished } = start(async () => undefined);
      actor.send({ type: 'ASK', ...creator2, event });
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context.target).toEqual({ ...creator2, event });
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.target).toBeNull();
      expect(ran).toEqual([]);
      expect(finished).toEqual([]);
    }
  });

  it('hands the run’s answer to the screen with finished (a batch’s approved and refused ids)', async () => {
    const answer = { approved: [3, 4], refused: [{ id: 5, reason: 'illegal_transition' }] };
    const { actor, finished } = start(async () => answer, 'all');
    actor.send({ type: 'ASK', id: 0, name: '3 configs', event: 'APPROVE_BATCH' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ ok: true, output: answer });
  });

  it('asks about every event by default (settlement APPLY and CONFIRM)', () => {
    const { actor } = start(async () => undefined, 'all');
    actor.send({ type: 'ASK', id: 3, name: 'Puzzle Kingdom Auto 2026-10', event: 'APPLY' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('runs a confirmed action once and reports success', async () => {
    const { actor, ran, finished } = start(async () => undefined);
    actor.send({ type: 'ASK', ...creator2, event: 'FREEZE' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second confirmation while running is ignored: one call only.
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ran).toEqual([{ ...creator2, event: 'FREEZE' }]);
    expect(finished).toEqual([{ type: 'finished', ok: true, target: { ...creator2, event: 'FREEZE' } }]);
  });

  it('runs an unconfirmed event at once, and reports a refusal with its error', async () => {
    const refusal = new Error('409');
    const { actor, ran, finished } = start(async () => {
      throw refusal;
    });
    actor.send({ type: 'ASK', ...creator2, event: 'UNFREEZE' });
    expect(actor.getSnapshot().value).toBe('running');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ran).toHaveLength(1);
    expect(finished).toEqual([{ type: 'finished', ok: false, target: { ...creator2, event: 'UNFREEZE' }, error: refusal }]);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('ignores a new ASK while one is being confirmed', () => {
    const { actor } = start(async () => undefined);
    actor.send({ type: 'ASK', ...creator2, event: 'BAN' });
    actor.send({ type: 'ASK', id: 9, name: 'other', event: 'FREEZE' });
    expect(actor.getSnapshot().context.target).toEqual({ ...creator2, event: 'BAN' });
  });
});
