import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { formMachine, isDirty } from '../../machines/form.machine';
import { submissionMachine, type FieldErrors, type FormValues } from '../../machines/submission.machine';

function apiError(status: number, detail: unknown) {
  return Object.assign(new Error('Error'), { status, detail });
}

function start(options: { submit?: (values: FormValues) => Promise<unknown>; load?: () => Promise<FormValues> } = {}) {
  const submitted: FormValues[] = [];
  const logic = formMachine.provide({
    actors: {
      load: fromPromise<FormValues, number | string>(async () => (options.load ? options.load() : { gameName: 'Loaded' })),
      submission: submissionMachine.provide({
        actors: {
          validate: fromPromise<FieldErrors, FormValues>(async ({ input }) =>
            (input.gameName ?? '').trim() === '' ? { gameName: 'required' } : {},
          ),
          submit: fromPromise<unknown, FormValues>(async ({ input }) => {
            submitted.push(input);
            return options.submit ? options.submit(input) : { id: 1 };
          }),
        },
      }),
    },
  });
  const actor = createActor(logic, { input: { fields: ['gameName', 'gameLabel'], blank: { gameName: '', gameLabel: '' } } }).start();
  const saved: unknown[] = [];
  actor.on('saved', (event) => saved.push(event));
  return { actor, submitted, saved };
}

const submissionOf = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.submission as ActorRefFrom<typeof submissionMachine>;

describe('form machine', () => {
  it('creates: validates on the client first, then submits and emits saved', async () => {
    const { actor, submitted, saved } = start();
    actor.send({ type: 'OPEN_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(submissionOf(actor), (s) => s.context.fieldErrors.gameName === 'required');
    expect(submitted).toHaveLength(0);
    actor.send({ type: 'CHANGE', field: 'gameName', value: 'Rocket' });
    expect(submissionOf(actor).getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(submitted).toEqual([{ gameName: 'Rocket', gameLabel: '' }]);
    expect(saved).toEqual([{ type: 'saved', id: null, result: { id: 1 } }]);
  });

  it('shows server field errors (400 detail.fields) on their fields and stays open', async () => {
    const { actor } = start({
      submit: async () => {
        throw apiError(400, { reason: 'invalid_input', fields: [{ field: 'gameLabel', reason: 'too_long', message: 'x' }] });
      },
    });
    actor.send({ type: 'OPEN_NEW' });
    actor.send({ type: 'CHANGE', field: 'gameName', value: 'Rocket' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(submissionOf(actor), (s) => s.context.fieldErrors.gameLabel === 'too_long');
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(submissionOf(actor).getSnapshot().context.formError).toBeNull();
  });

  it('loads a record for editing', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_EDIT', id: 4 });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({ id: 4, values: { gameName: 'Loaded', gameLabel: '' } });
  });

  it('reports a failed load and retries', async () => {
    let fail = true;
    const { actor } = start({
      load: async () => {
        if (fail) throw apiError(404, { reason: 'not_found' });
        return { gameName: 'Again' };
      },
    });
    actor.send({ type: 'OPEN_EDIT', id: 9 });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.loadError?.reason).toBe('not_found');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('asks before closing a changed form; closes a clean one at once', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_EDIT', id: 2, values: { gameName: 'A', gameLabel: '' } });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN_EDIT', id: 2, values: { gameName: 'A', gameLabel: '' } });
    actor.send({ type: 'CHANGE', field: 'gameName', value: 'B' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingClose' });
    actor.send({ type: 'KEEP_EDITING' });
    expect(actor.getSnapshot().context.values.gameName).toBe('B');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'DISCARD' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('dirty means a value differs from what the form opened with', () => {
    expect(isDirty({ initial: { a: '1' }, values: { a: '1' } })).toBe(false);
    expect(isDirty({ initial: { a: '' }, values: {} })).toBe(false);
    expect(isDirty({ initial: { a: '1' }, values: { a: '2' } })).toBe(true);
  });
});
