/**
 * The profile's sessions section as a user clicks through it, on the profile screen: the list
 * with the current session marked, signing one out, signing out all the others after the
 * question (and not after "Cancel"), and what a refused call says. The calls are in-memory
 * fixtures with the server's rules, wrapped in vi.fn to see what was sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import { apiError } from '../fixtures/apiErrors';
import { fixtureMfaSectionApi } from '../fixtures/mfaFixtures';
import { fixtureSessionsApi, type SessionsFixtureOptions } from '../fixtures/sessionFixtures';
import { renderTool, TEST_USER } from './support/toolsKit';

function renderSessions(options: SessionsFixtureOptions = {}, locale: 'en' | 'ja' = 'en') {
  const fixture = fixtureSessionsApi({ latency: 5, ...options });
  const api = { list: vi.fn(fixture.list), end: vi.fn(fixture.end), endOthers: vi.fn(fixture.endOthers) };
  const view = renderTool(<ProfileScreen services={{ userChangePassword: vi.fn(), sessions: api, mfa: fixtureMfaSectionApi() }} />, {
    path: '/profile',
    locale,
    user: TEST_USER,
  });
  return { ...view, api };
}

const sessionsList = () => screen.findByRole('list', { name: 'Your sessions' });
const dialogOf = () => screen.findByRole('alertdialog', { hidden: true });

describe('profile sessions', () => {
  it('lists the sessions with device, address and times, this device marked and not offered to sign out', async () => {
    renderSessions();
    const list = await sessionsList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Chrome on Windows', 'Safari on iOS', 'Unknown device']);
    expect(within(rows[0]!).getByText('This device')).toBeVisible();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('203.0.113.77')).toBeVisible();
    expect(within(rows[1]!).getByText('Signed in')).toBeVisible();
    // Dates as the user's language writes them.
    expect(within(rows[1]!).getAllByText(/^Nov 2[05], 2026/, { selector: 'dd' })).toHaveLength(2);
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
  });

  it('signs one session out and reads the list again', async () => {
    const { user, api } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Safari on iOS was signed out.')).toBeVisible();
    expect(api.end).toHaveBeenCalledWith('b2'.repeat(16));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull());
    expect(api.list).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('listitem', { name: 'Unknown device' })).toBeVisible();
  });

  it('signs out all other sessions only after the question, keeping this one', async () => {
    const { user, api } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    await user.click(within(await dialogOf()).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(api.endOthers).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await user.click(within(await dialogOf()).getByRole('button', { name: 'Sign out others', hidden: true }));
    expect(await screen.findByText('2 other sessions were signed out.')).toBeVisible();
    expect(api.endOthers).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem', { name: 'Chrome on Windows' })).toBeVisible();
    // Nothing left to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('says why a sign-out was refused and keeps the session listed', async () => {
    const { user } = renderSessions({ failActions: apiError(404, 'not_found', 'No such session of yours') });
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign out: The requested item was not found.');
    expect(screen.getByRole('listitem', { name: 'Safari on iOS' })).toBeVisible();
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    const list = fixtureSessionsApi().list;
    const { user } = renderSessions({
      list: async () => {
        if (fail) throw apiError(500, 'internal_error', 'boom');
        return list();
      },
    });
    expect(await screen.findByText('Your sessions could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sessionsList()).toBeVisible();
  });

  it('speaks Japanese', async () => {
    renderSessions({}, 'ja');
    expect(await screen.findByRole('listitem', { name: 'Windows の Chrome' })).toBeVisible();
    expect(screen.getByText('このデバイス')).toBeVisible();
  });
});
