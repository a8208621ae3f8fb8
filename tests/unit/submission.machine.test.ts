import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { mapFailure, submissionMachine, type FieldErrors, type FormValues } from '../../machines/submission.machine';
import { toFailure } from '../../machines/failure';

/** An error shaped like the browser's ApiError (status + envelope detail). */
function apiError(status: number, detail: unknown, message = 'Error') {
  return Object.assign(new Error(message), { status, detail });
}

function start(options: {
  validate?: (values: FormValues) => FieldErrors;
  submit?: (values: FormValues) => Promise<unknown>;
  fields?: string[];
}) {
  const calls: FormValues[] = [];
  const logic = submissionMachine.provide({
    actors: {
      validate: fromPromise<FieldErrors, FormValues>(async ({ input }) => options.validate?.(input) ?? {}),
      submit: fromPromise<unknown, FormValues>(async ({ input }) => {
        calls.push(input);
        return options.submit ? options.submit(input) : 'ok';
      }),
    },
  });
  const actor = createActor(logic, { input: { fields: options.fields } }).start();
  return { actor, calls };
}

describe('submission machine', () => {
  it('starts editing with no errors', () => {
    const { actor } = start({});
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({});
    expect(snapshot.context.formError).toBeNull();
  });

  it('goes editing → validating → submitting → succeeded and outputs the result', async () => {
    const { actor, calls } = start({ submit: async () => ({ id: 7 }) });
    actor.send({ type: 'SUBMIT', values: { name: 'a' } });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('submitting'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('succeeded');
    expect(done.output).toEqual({ id: 7 });
    expect(calls).toEqual([{ name: 'a' }]);
  });

  it('stays editing with the client errors and never calls submit when validation fails', async () => {
    const { actor, calls } = start({ validate: (v) => (v.name ? {} : { name: 'required' }) });
    actor.send({ type: 'SUBMIT', values: { name: '' } });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.fieldErrors).toEqual({ name: 'required' });
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('ignores validators that return only empty entries', async () => {
    const { actor } = start({ validate: () => ({ name: undefined }) });
    actor.send({ type: 'SUBMIT', values: { name: 'x' } });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('clears one field error on EDIT and keeps the others', async () => {
    const { actor } = start({ validate: () => ({ a: 'required', b: 'too_short' }) });
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'EDIT', field: 'a' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ b: 'too_short' });
  });

  it('maps 400 field errors from the server onto their fields', async () => {
    const { actor } = start({
      fields: ['username', 'phone'],
      submit: async () => {
        throw apiError(400, {
          reason: 'invalid_input',
          fields: [
            { field: 'username', reason: 'invalid_format', message: 'bad' },
            { field: 'phone', reason: 'required', message: 'missing' },
          ],
        });
      },
    });
    actor.send({ type: 'SUBMIT', values: { username: 'x' } });
    await waitFor(actor, (s) => s.matches('submitting'));
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.fieldErrors).toEqual({ username: 'invalid_format', phone: 'required' });
    expect(snapshot.context.formError).toBeNull();
  });

  it('puts 409 username_taken on the username field', async () => {
    const { actor } = start({
      fields: ['username'],
      submit: async () => {
        throw apiError(409, { reason: 'username_taken' }, 'Username taken');
      },
    });
    actor.send({ type: 'SUBMIT', values: { username: 'taken' } });
    await waitFor(actor, (s) => s.matches('submitting'));
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.fieldErrors).toEqual({ username: 'username_taken' });
    expect(snapshot.context.formError).toBeNull();
  });

  it('puts a 409 name_taken on the field the server names (a game name, a partner package…)', () => {
    const taken = toFailure(
      apiError(409, { reason: 'name_taken', fields: [{ field: 'cooperatePackage', reason: 'name_taken', message: '' }] }),
    );
    expect(mapFailure(taken, ['cooperateName', 'cooperatePackage'])).toEqual({ fieldErrors: { cooperatePackage: 'name_taken' }, formError: null });
  });

  it('prefers the specific error reason over the generic field reason on that field', () => {
    const wrongCode = toFailure(
      apiError(400, { reason: 'phone_code_invalid', fields: [{ field: 'phoneCode', reason: 'invalid_value', message: '' }] }),
    );
    expect(mapFailure(wrongCode, ['phone', 'phoneCode'])).toEqual({ fieldErrors: { phoneCode: 'phone_code_invalid' }, formError: null });
    const mismatch = toFailure(apiError(400, { reason: 'phone_mismatch', fields: [{ field: 'phone', reason: 'mismatch', message: '' }] }));
    expect(mapFailure(mismatch, ['phone']).fieldErrors).toEqual({ phone: 'phone_mismatch' });
  });

  it('keeps failures that belong to no field as the form error', async () => {
    const { actor } = start({
      fields: ['username'],
      submit: async () => {
        throw apiError(429, { reason: 'rate_limited', retryAfter: 30 }, 'Too many');
      },
    });
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('submitting'));
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.fieldErrors).toEqual({});
    expect(snapshot.context.formError).toMatchObject({ status: 429, reason: 'rate_limited', retryAfter: 30 });
  });

  it('reports server issues about fields the form does not show as a form error too', () => {
    const failure = toFailure(
      apiError(400, {
        reason: 'invalid_input',
        fields: [
          { field: 'phone', reason: 'invalid_format', message: '' },
          { field: 'salt', reason: 'required', message: '' },
        ],
      }),
    );
    const mapped = mapFailure(failure, ['phone']);
    expect(mapped.fieldErrors).toEqual({ phone: 'invalid_format' });
    expect(mapped.formError?.reason).toBe('invalid_input');
  });

  it('treats a network failure (no status) as a form error', async () => {
    const { actor } = start({
      submit: async () => {
        throw new Error('Network Error');
      },
    });
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('submitting'));
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.formError).toMatchObject({ status: 0, reason: null, message: 'Network Error' });
  });

  it('clears the form error on the next SUBMIT and can succeed after a failure', async () => {
    let attempt = 0;
    const { actor } = start({
      submit: async () => {
        attempt += 1;
        if (attempt === 1) throw apiError(500, { reason: 'internal_error' });
        return 'second';
      },
    });
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('submitting'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.formError?.status).toBe(500);
    actor.send({ type: 'SUBMIT', values: {} });
    expect(actor.getSnapshot().context.formError).toBeNull();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toBe('second');
  });

  it('ignores SUBMIT while busy (no double submission)', async () => {
    const { actor, calls } = start({ submit: () => new Promise(() => {}) });
    actor.send({ type: 'SUBMIT', values: { n: '1' } });
    await waitFor(actor, (s) => s.matches('submitting'));
    actor.send({ type: 'SUBMIT', values: { n: '2' } });
    expect(actor.getSnapshot().context.values).toEqual({ n: '1' });
    expect(calls).toHaveLength(1);
  });

  it('RESET clears values and errors', async () => {
    const { actor } = start({ validate: () => ({ a: 'required' }) });
    actor.send({ type: 'SUBMIT', values: { a: '' } });
    await waitFor(actor, (s) => s.matches('editing') && Boolean(s.context.fieldErrors.a));
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({ values: {}, fieldErrors: {}, formError: null });
  });
});
