import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { Page } from '@contracts/envelope.js';
import { authMachine, type SessionInput, type SignInInput, type SignInOutput } from '@machines/auth.machine.js';
import { formMachine } from '@machines/form.machine.js';
import { listMachine, type ListRow } from '@machines/list.machine.js';
import { Inspector } from '@/inspector/inspector';
import InspectorPanel from '@/inspector/panel/InspectorPanel';

/**
 * The inspector panel docked in the page, over an inspector of its own (not the app's) fed by
 * real machines of the app: the auth actor signed in with a token, a list that loaded a page, a
 * record form with a password typed in. Secrets show as "[redacted]".
 */
type Scenario = 'live' | 'form' | 'empty';

const TOKEN = 'tok-story-secret';
const PASSWORD = 'hunter2-story';

const page: Page<ListRow> = {
  records: [
    { id: 1, name: 'Tower Defense Bot' } as ListRow,
    { id: 2, name: 'Farm Helper' } as ListRow,
  ],
  total: 2,
  page: 1,
  size: 10,
};

function start(inspector: Inspector, scenario: Scenario): { actors: AnyActorRef[]; chosen?: string } {
  const inspect = inspector.inspect;
  if (scenario === 'empty') return { actors: [] };
  const form = createActor(formMachine, {
    inspect,
    input: { fields: ['username', 'password'], blank: { username: '', password: '' } },
  }).start();
  form.send({ type: 'OPEN_NEW' });
  form.send({ type: 'CHANGE', field: 'username', value: 'ada' });
  form.send({ type: 'CHANGE', field: 'password', value: PASSWORD });
  if (scenario === 'form') return { actors: [form], chosen: form.sessionId };

  const auth = createActor(
    authMachine.provide({
      actors: {
        signIn: fromPromise<SignInOutput, SignInInput>(async () => ({ token: TOKEN })),
        fetchUserInfo: fromPromise<unknown, SessionInput>(async () => ({
          id: 1,
          username: 'ada',
          name: 'Ada',
          avatar: '',
          introduction: '',
          roles: ['AUDITOR'],
        })),
        signOut: fromPromise<unknown, SessionInput>(async () => null),
      },
    }),
    { inspect, input: { token: TOKEN } },
  ).start();
  const list = createActor(listMachine.provide({ actors: { fetchRecords: fromPromise(async () => ({ records: page.records, page: page.page, size: page.size })), fetchTotal: fromPromise(async () => ({ total: page.total })) } }), {
    inspect,
    input: {},
  }).start();
  return { actors: [auth, list, form], chosen: auth.sessionId };
}

function InspectorStory({ scenario }: { scenario: Scenario }) {
  const [world] = useState(() => {
    const inspector = new Inspector();
    return { inspector, ...start(inspector, scenario) };
  });
  useEffect(() => () => world.actors.forEach((actor) => actor.stop()), [world]);
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <InspectorPanel inline inspector={world.inspector} initialActor={world.chosen} onClose={() => {}} save={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Inspector/Panel',
  component: InspectorStory,
} satisfies Meta<typeof InspectorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three live actors (and their children); the auth actor chosen: its token is redacted. */
export const LiveActors: Story = {
  args: { scenario: 'live' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actors = canvas.getByRole('list', { name: /^Live actors/ });
    await waitFor(() => expect(within(actors).getByRole('button', { name: /^auth/ })).toHaveTextContent('signedIn'));
    await waitFor(() => expect(within(actors).getByRole('button', { name: /^list/ })).toHaveTextContent('ready'));
    await waitFor(() => expect(canvas.getByTestId('inspector-state')).toHaveTextContent('signedIn'));
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"token": "[redacted]"');
    await expect(canvasElement).not.toHaveTextContent(TOKEN);
    const chart = canvas.getByRole('img', { name: 'Statechart of auth' });
    await expect(chart.querySelector('[data-state="signedIn"][data-current]')).not.toBeNull();
    await expect(canvas.getByRole('list', { name: /^Timeline/ })).toHaveTextContent('loadingUser → signedIn');
  },
};

/** A record form with a password typed in: the context and the CHANGE event hide it. */
export const RedactedForm: Story = {
  args: { scenario: 'form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('inspector-state')).toHaveTextContent('open.editing');
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"password": "[redacted]"');
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"username": "ada"');
    const timeline = canvas.getByRole('list', { name: /^Timeline/ });
    // Newest first: the password's CHANGE.
    await userEvent.click(within(timeline).getAllByRole('button', { name: /CHANGE/ })[0]!);
    await expect(canvas.getByLabelText('Event')).toHaveTextContent('"value": "[redacted]"');
    await expect(canvasElement).not.toHaveTextContent(PASSWORD);
    // The form's submission machine runs as its child.
    await expect(canvas.getByRole('button', { name: /^submission/ })).toBeInTheDocument();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No live actors.')).toBeInTheDocument();
    await expect(canvas.getByText('Choose an actor to see its state, context, timeline and statechart.')).toBeInTheDocument();
    await expect(canvas.getByText(/Keeps the last 1000 inspection events \(0 now\)/)).toBeInTheDocument();
  },
};
