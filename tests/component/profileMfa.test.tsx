/**
 * The profile's two-step section as a user clicks through it: turning it on through the sign-in's
 * enrolment components to the recovery codes, new codes, turning it off, and a role that requires
 * it (no "Turn off", and why). The calls are in-memory fixtures with the server's rules.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import { MFA_FIXTURE } from '../fixtures/authFixtures';
import { fixtureMfaSectionApi, MFA_PASSWORD, type MfaFixtureOptions } from '../fixtures/mfaFixtures';
import { fixtureSessionsApi } from '../fixtures/sessionFixtures';
import { label } from './authScreensKit';
import { renderTool, TEST_USER } from './support/toolsKit';

const ON = { enabled: true, enabledAt: '2026-11-20T08:00:00.000Z', recoveryCodesLeft: 7 };

function renderMfa(options: MfaFixtureOptions = {}) {
  const fixture = fixtureMfaSectionApi({ latency: 5, ...options });
  const mfa = { ...fixture, enrolConfirm: vi.fn(fixture.enrolConfirm), renewCodes: vi.fn(fixture.renewCodes), disable: vi.fn(fixture.disable) };
  const view = renderTool(<ProfileScreen services={{ userChangePassword: vi.fn(), sessions: fixtureSessionsApi(), mfa }} />, {
    path: '/profile',
    user: TEST_USER,
  });
  return { ...view, mfa };
}

const section = async () => (await screen.findByRole('heading', { name: 'Two-step verification' })).closest('.fui-Card') as HTMLElement;
const dialogOf = () => screen.findByRole('dialog', { hidden: true });

describe('profile: two-step verification', () => {
  it('turns on: the QR and key, a code, the recovery codes once, then on', async () => {
    const { user, mfa } = renderMfa();
    const card = await section();
    await user.click(await within(card).findByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByRole('img', { name: /QR code/ })).toBeVisible();
    await user.type(within(card).getByLabelText(label('Authenticator code')), '111111{Enter}');
    expect(await within(card).findByRole('alert')).toHaveTextContent('This code is not right');
    await user.clear(within(card).getByLabelText(label('Authenticator code')));
    await user.type(within(card).getByLabelText(label('Authenticator code')), MFA_FIXTURE.code);
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(mfa.enrolConfirm).toHaveBeenLastCalledWith(MFA_FIXTURE.code));

    const codes = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(MFA_FIXTURE.recoveryCodes);
    await user.click(within(card).getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(await within(card).findByText('Recovery codes left')).toBeVisible();
    expect(within(card).getByText('Two-step verification is on.')).toBeVisible();
    expect(within(card).getByText('10')).toBeVisible();
  });

  it('makes new recovery codes for a current code', async () => {
    const { user, mfa } = renderMfa({ status: ON });
    const card = await section();
    await user.click(await within(card).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await dialogOf();
    await user.type(within(dialog).getByLabelText(label('Authenticator code')), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes', hidden: true }));
    expect(await within(dialog).findByText(/This code is not right/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(label('Authenticator code')));
    await user.type(within(dialog).getByLabelText(label('Authenticator code')), MFA_FIXTURE.code);
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes', hidden: true }));
    await waitFor(() => expect(mfa.renewCodes).toHaveBeenLastCalledWith(MFA_FIXTURE.code));
    expect(await within(card).findByRole('list', { name: 'Recovery codes' })).toBeVisible();
    expect(within(card).getByText('New recovery codes made. The old ones no longer work.')).toBeVisible();
  });

  it('says a wrong password or code on its field, then turns off with the right ones', async () => {
    const { user, mfa } = renderMfa({ status: ON });
    const card = await section();
    await user.click(await within(card).findByRole('button', { name: 'Turn off' }));
    const dialog = await dialogOf();
    await user.type(within(dialog).getByLabelText(label('Password')), 'not it');
    await user.type(within(dialog).getByLabelText(label('Authenticator code')), MFA_FIXTURE.code);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off', hidden: true }));
    expect(await within(dialog).findByText('The password is wrong.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(label('Password')));
    await user.type(within(dialog).getByLabelText(label('Password')), MFA_PASSWORD);
    await user.clear(within(dialog).getByLabelText(label('Authenticator code')));
    await user.type(within(dialog).getByLabelText(label('Authenticator code')), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off', hidden: true }));
    expect(await within(dialog).findByText('This code is not right, or was already used.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(label('Password')));
    await user.clear(within(dialog).getByLabelText(label('Authenticator code')));
    await user.type(within(dialog).getByLabelText(label('Password')), MFA_PASSWORD);
    await user.type(within(dialog).getByLabelText(label('Authenticator code')), MFA_FIXTURE.code);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off', hidden: true }));
    await waitFor(() => expect(mfa.disable).toHaveBeenCalledWith({ username: TEST_USER.username, password: MFA_PASSWORD, code: MFA_FIXTURE.code }));
    expect(await within(card).findByText('Two-step verification is off.')).toBeVisible();
    expect(await within(card).findByRole('button', { name: 'Turn on' })).toBeVisible();
  });

  it('does not offer turning off when the role requires it, and says why', async () => {
    renderMfa({ status: { ...ON, required: true } });
    const card = await section();
    expect(await within(card).findByText(/Your role requires two-step verification/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
