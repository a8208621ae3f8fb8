import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import Cookies from 'js-cookie';
import { http, request } from '@/api/client';
import { subscribeSessionExpired } from '@/api/sessionEvents';
import { AppProviders } from '@/app/AppProviders';
import { TOKEN_COOKIE } from '@/auth/tokenCookie';
import LoginScreen from '@/screens/login/LoginScreen';
import { useI18nContext } from '@locales/i18n-react';
import { clearCookies, fixtureAuthLogic, renderApp } from './support/appHarness';

/** A word of the active dictionary: there once it has loaded. */
function Translated() {
  const { LL } = useI18nContext();
  return <p>{LL.list.search()}</p>;
}

/** Answers every call with `status` and the envelope of `reason`. */
function answerWith(status: number, reason: string, msg: string, requestId?: string): AxiosAdapter {
  return async (config) => {
    const error = Object.assign(new Error(msg), {
      isAxiosError: true,
      config,
      response: {
        status,
        data: { code: status, msg, data: { reason } },
        headers: requestId ? { 'x-request-id': requestId } : {},
        config,
        statusText: '',
      },
    });
    const { AxiosError } = await import('axios');
    throw AxiosError.from(error, String(status), config, null, error.response as never);
  };
}

const originalAdapter = http.defaults.adapter;
beforeEach(() => clearCookies());
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('api client and the session', () => {
  it('reports a 401 on a call that carried a token', async () => {
    Cookies.set(TOKEN_COOKIE, 'stale');
    http.defaults.adapter = answerWith(401, 'token_expired', 'token expired');
    const expired = vi.fn();
    const stop = subscribeSessionExpired(expired);
    await expect(
      request({ url: '/api/userQuery/userInfo' }, { silent: true }),
    ).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not report a 401 of a call made without a token (a failed login)', async () => {
    http.defaults.adapter = answerWith(401, 'invalid_credentials', 'bad credentials');
    const expired = vi.fn();
    const stop = subscribeSessionExpired(expired);
    await expect(
      request({ url: '/api/user/userLogin', method: 'POST' }, { silent: true }),
    ).rejects.toBeTruthy();
    stop();
    expect(expired).not.toHaveBeenCalled();
  });

  it('shows a failed call in the user’s language when the reason is known, else the server’s text', async () => {
    render(
      <AppProviders locale="es" authLogic={fixtureAuthLogic().logic} initialToken={null}>
        <Translated />
      </AppProviders>,
    );
    // The Spanish dictionary (and with it the error translator) is loaded once Spanish shows.
    await screen.findByText('Buscar');
    http.defaults.adapter = answerWith(403, 'forbidden', 'Forbidden');
    await expect(request({ url: '/api/x' })).rejects.toBeTruthy();
    expect(await screen.findByText('No tienes permiso para hacer esto.', undefined, { timeout: 5000 })).toBeInTheDocument();
    http.defaults.adapter = answerWith(418, 'teapot', 'I am a teapot');
    await expect(request({ url: '/api/y' })).rejects.toBeTruthy();
    expect(await screen.findByText('I am a teapot')).toBeInTheDocument();
  });

  it('names the failed call by its request id under the message, so a report can be found in the log', async () => {
    render(
      <AppProviders locale="ja" authLogic={fixtureAuthLogic().logic} initialToken={null}>
        <Translated />
      </AppProviders>,
    );
    await screen.findByText('検索');
    http.defaults.adapter = answerWith(500, 'internal_error', 'Internal error', 'Rq7-x_9AbCdE');
    await expect(request({ url: '/api/z' })).rejects.toMatchObject({ requestId: 'Rq7-x_9AbCdE' });
    expect(await screen.findByText('参照番号：Rq7-x_9AbCdE', undefined, { timeout: 5000 })).toBeInTheDocument();
    // An id that is not plain text is not shown.
    http.defaults.adapter = answerWith(500, 'internal_error', 'Internal error', '<b>x</b>');
    await expect(request({ url: '/api/z' })).rejects.toMatchObject({ requestId: undefined });
  });

  it.each([
    ['account_frozen', 'Esta cuenta está congelada.'],
    ['account_banned', 'Esta cuenta está bloqueada.'],
    ['session_idle', 'Se cerró tu sesión tras un tiempo sin actividad. Vuelve a iniciar sesión.'],
  ])(
    'a session ended by %s lands on login, which says why in the user’s language (once)',
    async (reason, text) => {
      const app = renderApp({
        path: '/dashboard',
        token: 'stored',
        locale: 'es',
        screens: { login: LoginScreen },
      });
      await waitFor(() => expect(app.calls.fetchUserInfo).toHaveBeenCalled());
      http.defaults.adapter = answerWith(401, reason, 'account refused');
      await expect(request({ url: '/api/userQuery/userInfo' })).rejects.toMatchObject({
        status: 401,
      });
      await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fdashboard'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
      expect(screen.getAllByText(text)).toHaveLength(1);
    },
  );
});
