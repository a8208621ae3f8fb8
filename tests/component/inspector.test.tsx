/**
 * The in-app inspector over the real app tree (providers, guard, layout, top bar): ADMIN opens
 * it from the top bar, a CREATOR is not offered it, `?inspect=1` opens it for anyone; choosing
 * an actor shows its state, redacted context, statechart and timeline; the export is redacted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthSend } from '@/auth/authContext';
import { appInspector } from '@/inspector/inspector';
import { closeInspector } from '@/inspector/panelState';
import { clearCookies, renderApp, userWith } from './support/appHarness';

const TOKEN = 'tok-SECRET-42';

afterEach(() => {
  closeInspector();
  appInspector.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** The drawer, found by its title. */
async function panel() {
  const title = await screen.findByRole('heading', { level: 2, name: 'Inspector' });
  return title.closest<HTMLElement>('[role="dialog"]') ?? document.body;
}

async function signedInAs(roles: Parameters<typeof userWith>[0]) {
  const view = renderApp({ path: '/dashboard', token: TOKEN, userInfo: userWith(roles, 'Ada') });
  await screen.findByRole('navigation', { name: 'Main menu' });
  return view;
}

describe('inspector', () => {
  it('opens from the top bar for ADMIN and shows the chosen actor: state, redacted context, statechart, timeline', async () => {
    await signedInAs(['ADMIN']);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Inspector' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const drawer = await panel();
    expect(button).toHaveAttribute('aria-pressed', 'true');

    const actors = within(drawer).getByRole('list', { name: /^Live actors \(\d+\)$/ });
    const auth = within(actors).getByRole('button', { name: /^auth/ });
    expect(auth).toHaveTextContent('signedIn');
    await user.click(auth);
    expect(auth).toHaveAttribute('aria-pressed', 'true');

    expect(within(drawer).getByRole('heading', { level: 3, name: /^auth · x:\d+$/ })).toBeInTheDocument();
    expect(within(drawer).getByTestId('inspector-state')).toHaveTextContent(/^signedIn$/);
    const context = within(drawer).getByLabelText('Context');
    expect(context).toHaveTextContent('"token": "[redacted]"');
    expect(context).toHaveTextContent('"name": "Ada"');
    expect(drawer).not.toHaveTextContent(TOKEN);

    const chart = within(drawer).getByRole('img', { name: 'Statechart of auth' });
    expect(chart.querySelector('[data-state="signedIn"][data-current]')).not.toBeNull();
    expect(chart.querySelector('[data-state="signedOut"][data-current]')).toBeNull();
    // The path it took is drawn: loadingUser → buildingRoutes → signedIn.
    expect(chart.querySelector('[data-transition="buildingRoutes|always|signedIn"][data-taken]')).not.toBeNull();

    const timeline = within(drawer).getByRole('list', { name: /^Timeline \(\d+\)$/ });
    const entries = within(timeline).getAllByRole('button');
    // Newest first: the last is the start.
    expect(entries.at(-1)).toHaveTextContent(/xstate\.init — → loadingUser$/);
    const done = within(timeline).getByRole('button', { name: /xstate\.done\.actor\.fetchUserInfo/ });
    expect(done).toHaveTextContent('loadingUser → signedIn');
    expect(done).toHaveAttribute('aria-expanded', 'false');
    await user.click(done);
    expect(done).toHaveAttribute('aria-expanded', 'true');
    expect(within(timeline).getByLabelText('Event')).toHaveTextContent('"type": "xstate.done.actor.fetchUserInfo"');

    await user.click(within(drawer).getByRole('button', { name: 'Close the inspector' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Inspector' })).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('exports the buffer as JSON with the secrets redacted', async () => {
    await signedInAs(['AUDITOR']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Inspector' }));
    const drawer = await panel();

    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:inspector';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(drawer).getByRole('button', { name: 'Export timeline' }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^inspector-.*\.json$/);
    const text = await saved!.text();
    expect(text).not.toContain(TOKEN);
    const exported = JSON.parse(text) as {
      capacity: number;
      actors: { logic: string; context: { token?: unknown } }[];
      records: { kind: string; event?: { type: string; input?: { token?: unknown } } }[];
    };
    expect(exported.capacity).toBe(1000);
    expect(exported.actors.find((actor) => actor.logic === 'auth')?.context.token).toBe('[redacted]');
    expect(exported.records).toContainEqual(
      expect.objectContaining({ kind: 'event', event: { type: 'xstate.init', input: { token: '[redacted]' } } }),
    );
  });

  it('is not offered to a CREATOR', async () => {
    await signedInAs(['CREATOR']);
    // The top bar is there, without the button.
    expect(screen.getByRole('button', { name: 'Page settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inspector' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Inspector' })).not.toBeInTheDocument();
  });

  it('opens with ?inspect=1 for anyone, and redacts the password of a login', async () => {
    window.history.replaceState(null, '', '/login?inspect=1');
    function StubLogin() {
      const send = useAuthSend();
      return (
        <>
          <h1>Login screen</h1>
          <button type="button" onClick={() => send({ type: 'LOGIN', username: 'ada', password: 'hunter2-secret' })}>
            Sign in
          </button>
        </>
      );
    }
    renderApp({
      path: '/login',
      screens: { login: StubLogin },
      signIn: () => new Promise(() => {}),
    });
    const drawer = await panel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await user.click(within(drawer).getByRole('button', { name: /^auth/ }));
    await waitFor(() => expect(within(drawer).getByTestId('inspector-state')).toHaveTextContent('signingIn'));
    // The invoked sign-in is listed under the auth actor, with its redacted input.
    const child = within(drawer).getByRole('button', { name: /^actor\s*signIn/ });
    await user.click(child);
    expect(within(drawer).getByText('This actor is not a state machine, so it has no statechart.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Context')).toHaveTextContent('"password": "[redacted]"');

    await user.click(within(drawer).getByRole('button', { name: /^auth/ }));
    const login = within(drawer).getByRole('button', { name: /LOGIN\s*signedOut → signingIn/ });
    await user.click(login);
    const payload = within(drawer).getByLabelText('Event');
    expect(payload).toHaveTextContent('"username": "ada"');
    expect(payload).toHaveTextContent('"password": "[redacted]"');
    expect(document.body).not.toHaveTextContent('hunter2-secret');
  });
});
