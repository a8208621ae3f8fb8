import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loaderMachine } from '@machines/loader.machine';

function start(load: (call: number) => Promise<unknown>) {
  let calls = 0;
  const actor = createActor(
    loaderMachine.provide({ actors: { load: fromPromise(async () => load(++calls)) } }),
  ).start();
  return { actor, calls: () => calls };
}

describe('loader machine', () => {
  it('loads on LOAD and keeps the answer', async () => {
    const { actor, calls } = start(async () => ({ figures: 3 }));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ data: { figures: 3 }, error: null });
    expect(calls()).toBe(1);
  });

  it('keeps the failure as data and asks again on RETRY', async () => {
    const { actor, calls } = start(async (n) => {
      if (n === 1) throw Object.assign(new Error('down'), { status: 503, detail: { reason: 'internal_error' } });
      return 'ok';
    });
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 503, reason: 'internal_error' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ data: 'ok', error: null });
    expect(calls()).toBe(2);
  });

  it('drops an older answer when REFRESH asks again meanwhile', async () => {
    const resolvers: ((value: string) => void)[] = [];
    const { actor } = start(() => new Promise<string>((resolve) => resolvers.push(resolve)));
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'REFRESH' });
    expect(resolvers).toHaveLength(2);
    resolvers[1]!('new');
    await waitFor(actor, (s) => s.matches('ready'));
    resolvers[0]!('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.data).toBe('new');
  });

  it('ignores RETRY unless it failed', () => {
    const { actor, calls } = start(async () => 'x');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls()).toBe(0);
  });
});
