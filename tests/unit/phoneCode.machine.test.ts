import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SendPhoneCodeAnswer, SendPhoneCodeForm } from '../../contracts/auth';
import { phoneCodeMachine } from '../../machines/phoneCode.machine';

function apiError(status: number, detail: unknown) {
  return Object.assign(new Error(`HTTP ${status}`), { status, detail });
}

function logic(options: {
  send?: (form: SendPhoneCodeForm) => Promise<SendPhoneCodeAnswer>;
  demo?: (form: SendPhoneCodeForm) => Promise<string | null>;
}) {
  const sent: SendPhoneCodeForm[] = [];
  const provided = phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise<SendPhoneCodeAnswer, SendPhoneCodeForm>(async ({ input }) => {
        sent.push(input);
        return options.send ? options.send(input) : { resendAfter: 3, expiresIn: 300 };
      }),
      lookupDemoCode: fromPromise<string | null, SendPhoneCodeForm>(async ({ input }) =>
        options.demo ? options.demo(input) : null,
      ),
    },
  });
  return { provided, sent };
}

describe('phone code machine (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the trimmed phone with its purpose and counts resendAfter down to idle', async () => {
    const { provided, sent } = logic({});
    const actor = createActor(provided, { input: { purpose: 'register' } }).start();
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'SEND', phone: ' 13800138000 ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ phone: '13800138000', purpose: 'register' }]);
    expect(actor.getSnapshot().matches('cooldown')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 3, expiresIn: 300, error: null });

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.remaining).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().matches('cooldown')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remaining).toBe(0);
    actor.stop();
  });

  it('ignores SEND during the cooldown and accepts it again afterwards', async () => {
    const { provided, sent } = logic({ send: async () => ({ resendAfter: 2, expiresIn: 60 }) });
    const actor = createActor(provided, { input: { purpose: 'retrieve' } }).start();
    actor.send({ type: 'SEND', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEND', phone: '13800138000' });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEND', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ phone: '13800138000', purpose: 'retrieve' });
    actor.stop();
  });

  it('refuses an empty or malformed phone without calling, with a 400-shaped phone error', () => {
    const { provided, sent } = logic({});
    const actor = createActor(provided, { input: { purpose: 'register' } }).start();
    actor.send({ type: 'SEND', phone: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error?.fields).toEqual([{ field: 'phone', reason: 'required', message: 'required' }]);
    actor.send({ type: 'SEND', phone: '12345' });
    expect(actor.getSnapshot().context.error?.fields[0]?.reason).toBe('invalid_format');
    actor.send({ type: 'PHONE_EDITED' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent).toHaveLength(0);
    actor.stop();
  });

  it('returns to idle with the error when sending fails, and clears it on the next SEND', async () => {
    let fail = true;
    const { provided } = logic({
      send: async () => {
        if (fail) throw apiError(400, { reason: 'invalid_input', fields: [{ field: 'phone', reason: 'invalid_format', message: '' }] });
        return { resendAfter: 1, expiresIn: 60 };
      },
    });
    const actor = createActor(provided, { input: { purpose: 'register' } }).start();
    actor.send({ type: 'SEND', phone: '+4915112345678' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 400, reason: 'invalid_input' });
    expect(actor.getSnapshot().context.error?.fields[0]?.field).toBe('phone');

    fail = false;
    actor.send({ type: 'SEND', phone: '13800138000' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('cooldown')).toBe(true);
    actor.stop();
  });

  it('counts down the retryAfter of a 429 instead of allowing an immediate retry', async () => {
    const { provided } = logic({
      send: async () => {
        throw apiError(429, { reason: 'rate_limited', retryAfter: 5 });
      },
    });
    const actor = createActor(provided, { input: { purpose: 'register' } }).start();
    actor.send({ type: 'SEND', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('cooldown')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(5);
    expect(actor.getSnapshot().context.error?.reason).toBe('rate_limited');
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('keeps the demo code from the outbox, and survives a lookup failure', async () => {
    const { provided } = logic({ demo: async (form) => (form.phone === '13800138000' ? '123456' : null) });
    const actor = createActor(provided, { input: { purpose: 'register' } }).start();
    actor.send({ type: 'SEND', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.demoCode).toBe('123456');
    // The hint outlives the countdown: the visitor still needs the code after it ends.
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.demoCode).toBe('123456');
    actor.stop();

    const failing = logic({
      demo: async () => {
        throw apiError(404, { reason: 'not_found' });
      },
    });
    const other = createActor(failing.provided, { input: { purpose: 'register' } }).start();
    other.send({ type: 'SEND', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(other.getSnapshot().matches('cooldown')).toBe(true);
    expect(other.getSnapshot().context).toMatchObject({ demoCode: null, error: null });
    other.stop();
  });

  it('goes straight back to idle when the server allows an immediate resend', async () => {
    const { provided } = logic({ send: async () => ({ resendAfter: 0, expiresIn: 60 }) });
    const actor = createActor(provided, { input: { purpose: 'register' } }).start();
    actor.send({ type: 'SEND', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});

describe('phone code machine (SimulatedClock)', () => {
  it('ticks once per simulated second', async () => {
    const clock = new SimulatedClock();
    const { provided } = logic({ send: async () => ({ resendAfter: 60, expiresIn: 300 }) });
    const actor = createActor(provided, { input: { purpose: 'register' }, clock }).start();
    actor.send({ type: 'SEND', phone: '13800138000' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(999);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    for (let i = 0; i < 59; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
