import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deletionMachine, removeEach, type DeletionEmitted, type DeletionId } from '@machines/deletion.machine';

function start(remove: (id: DeletionId) => Promise<unknown>) {
  const removed: DeletionId[] = [];
  const logic = deletionMachine.provide({
    actors: {
      removeRecords: fromPromise(({ input }: { input: DeletionId[] }) =>
        removeEach(input, async (id) => {
          await remove(id);
          removed.push(id);
        }),
      ),
    },
  });
  const actor = createActor(logic).start();
  const finished: DeletionEmitted[] = [];
  actor.on('finished', (event) => finished.push(event));
  return { actor, removed, finished };
}

describe('deletion machine', () => {
  it('asks, then deletes every chosen record on confirmation', async () => {
    const { actor, removed, finished } = start(async () => {});
    actor.send({ type: 'ASK', ids: [3, 5], name: null });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(removed).toEqual([3, 5]);
    expect(finished).toEqual([{ type: 'finished', deleted: 2, asked: 2, failure: null }]);
    expect(actor.getSnapshot().context).toEqual({ ids: [], name: null });
  });

  it('deletes nothing when cancelled, and never asks about an empty selection', () => {
    const { actor, removed } = start(async () => {});
    actor.send({ type: 'ASK', ids: [], name: null });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ASK', ids: [7], name: 'Farm Days' });
    expect(actor.getSnapshot().context).toEqual({ ids: [7], name: 'Farm Days' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(removed).toEqual([]);
  });

  it('stops at the first refusal and reports how many went', async () => {
    const { actor, removed, finished } = start(async (id) => {
      if (id === 2) throw Object.assign(new Error('Other records still refer to this one'), { status: 409, detail: { reason: 'in_use' } });
    });
    actor.send({ type: 'ASK', ids: [1, 2, 3], name: null });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(removed).toEqual([1]);
    expect(finished).toEqual([
      {
        type: 'finished',
        deleted: 1,
        asked: 3,
        failure: { status: 409, reason: 'in_use', message: 'Other records still refer to this one', fields: [], retryAfter: null, content: null },
      },
    ]);
  });
});
