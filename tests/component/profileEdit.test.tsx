/**
 * Editing one's profile as a user clicks: the real submission machine and auth machine; only the
 * calls are fixtures. Saved, the signed-in user (what the header shows) changes at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/client';
import { useCurrentUser } from '@/auth/useCurrentUser';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import { fixtureProfileEditServices } from '../fixtures/toolsFixtures';
import { sampleCoverUrl } from '../fixtures/lists/coverFixtures';
import { renderTool, TEST_USER } from './support/toolsKit';
import { fixtureMfaSectionApi } from '../fixtures/mfaFixtures';
import { fixtureSessionsApi } from '../fixtures/sessionFixtures';

configure({ asyncUtilTimeout: 5000 });

/** What the header reads: the auth machine's user. */
function SignedInAs() {
  const { user } = useCurrentUser();
  return <p data-testid="header-user">{`${user?.name ?? ''}|${user?.avatar ?? ''}`}</p>;
}

function renderEditor(save?: (form: unknown) => Promise<unknown>) {
  const services = fixtureProfileEditServices({ user: TEST_USER, latency: 0, ...(save && { save }) });
  const updateProfile = vi.spyOn(services, 'updateProfile');
  const view = renderTool(<ProfileScreen services={{ userChangePassword: vi.fn(), sessions: fixtureSessionsApi(), mfa: fixtureMfaSectionApi() }} editServices={services} />, { path: '/profile', aside: <SignedInAs /> });
  return { ...view, updateProfile, user: userEvent.setup({ applyAccept: false }) };
}

const form = () => screen.getByRole('form', { name: 'Edit profile' });

describe('editing the profile', () => {
  it('saves nickname, introduction and a new avatar; the card and the header show them', async () => {
    const { user, updateProfile } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const nickname = within(form()).getByRole('textbox', { name: /^Nickname/ });
    expect(nickname).toHaveValue('Ada Lovelace');
    await user.clear(nickname);
    await user.type(nickname, '  Countess Ada ');
    const introduction = within(form()).getByRole('textbox', { name: /^Introduction/ });
    await user.clear(introduction);
    await user.type(introduction, 'Notes on the engine.');
    await user.upload(screen.getByTestId('cover-file'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    expect(await within(form()).findByRole('img', { name: 'Avatar preview' })).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved.')).toBeVisible();
    expect(updateProfile).toHaveBeenCalledWith({ nickname: 'Countess Ada', introduction: 'Notes on the engine.', avatar: sampleCoverUrl('1') });
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByText('Notes on the engine.')).toBeVisible();
    expect(screen.getAllByText('Countess Ada').length).toBeGreaterThan(0);
    expect(screen.getByTestId('header-user')).toHaveTextContent(`Countess Ada|${sampleCoverUrl('1')}`);
  });

  it('checks the fields with the contract before sending, and sends no avatar it did not change', async () => {
    const { user, updateProfile } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const nickname = within(form()).getByRole('textbox', { name: /^Nickname/ });
    await user.clear(nickname);
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));
    expect(await within(form()).findByText('Enter a nickname.')).toBeVisible();
    await user.type(nickname, '<b>Ada</b>');
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));
    expect(await within(form()).findByText('Do not use < or > or control characters.')).toBeVisible();
    expect(updateProfile).not.toHaveBeenCalled();
    await user.clear(nickname);
    await user.type(nickname, 'Ada');
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ nickname: 'Ada', introduction: TEST_USER.introduction }));
  });

  it('keeps the form and says why when the server refuses; Cancel leaves the profile as it was', async () => {
    const { user } = renderEditor(async () => {
      throw new ApiError('Bad', 400, { reason: 'invalid_input', fields: [{ field: 'introduction', reason: 'invalid_characters', message: 'x' }] });
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));
    expect(await within(form()).findByText('Use no < > and no control characters.')).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByTestId('header-user')).toHaveTextContent('Ada Lovelace|');
  });
});
