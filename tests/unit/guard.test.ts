import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput } from '@/router/guard';
import { landingAfterSignIn, loginPathFor, safeRedirect } from '@/router/redirectParam';

const signedIn = { token: 't', signedIn: true, roles: ['ADMIN'] };
const creator = { token: 't', signedIn: true, roles: ['CREATOR'] };
const loading = { token: 't', signedIn: false, roles: [] };
const noSession = { token: null, signedIn: false, roles: [] };

const at = (path: string, session: Pick<GuardInput, 'token' | 'signedIn' | 'roles'>) => {
  const [pathname = '/', query] = path.split('?');
  return decideGuard({ pathname, search: query ? `?${query}` : '', ...session });
};

describe('route guard (docs/routes.md)', () => {
  it('without a token sends a non-public path to /login with the path and query as redirect', () => {
    expect(at('/wn/game-admin', noSession)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fwn%2Fgame-admin',
    });
    expect(at('/charts/active-chart?scriptId=3&countTime=2024-05', noSession)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcharts%2Factive-chart%3FscriptId%3D3%26countTime%3D2024-05',
    });
    expect(at('/no/such/page', noSession)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fno%2Fsuch%2Fpage',
    });
  });

  it('without a token shows the public pages', () => {
    for (const path of [
      '/login',
      '/register',
      '/repassword',
      '/auth-redirect',
      '/redirect/dashboard',
      '/404',
      '/401',
    ]) {
      expect(at(path, noSession)).toEqual({ kind: 'render' });
    }
  });

  it('with a session sends /login on to / or to its redirect', () => {
    expect(at('/login', signedIn)).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/login?redirect=%2Fwn%3Fa%3D1', signedIn)).toEqual({
      kind: 'redirect',
      to: '/wn?a=1',
    });
  });

  it('never follows a redirect off the app', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/x',
    ]) {
      expect(at(`/login?redirect=${encodeURIComponent(bad)}`, signedIn)).toEqual({
        kind: 'redirect',
        to: '/',
      });
    }
  });

  it('waits while the session is being checked, but keeps the login page', () => {
    expect(at('/dashboard', loading)).toEqual({ kind: 'wait' });
    expect(at('/login', loading)).toEqual({ kind: 'render' });
  });

  it('lets a signed-in user through (roles are checked per route)', () => {
    expect(at('/dashboard', signedIn)).toEqual({ kind: 'render' });
    expect(at('/register', signedIn)).toEqual({ kind: 'render' });
  });

  it("follows a redirect only to a page the signed-in user may open, else goes home", () => {
    // An administrator signed out on /wn/config-review; a creator signs in on this browser.
    const adminsPage = `/login?redirect=${encodeURIComponent('/wn/config-review')}`;
    expect(at(adminsPage, signedIn)).toEqual({ kind: 'redirect', to: '/wn/config-review' });
    expect(at(adminsPage, creator)).toEqual({ kind: 'redirect', to: '/' });
    // Their own page, with its query, is followed; an unknown or page-less path is not.
    expect(at(`/login?redirect=${encodeURIComponent('/brand-table?page=2')}`, creator)).toEqual({
      kind: 'redirect',
      to: '/brand-table?page=2',
    });
    for (const path of ['/no/such/page', '/charts'])
      expect(at(`/login?redirect=${encodeURIComponent(path)}`, creator)).toEqual({ kind: 'redirect', to: '/' });
    expect(landingAfterSignIn('/useradmin/useradmin-admin', ['CREATOR'])).toBe('/');
    expect(landingAfterSignIn('/useradmin/useradmin-admin', ['ADMIN'])).toBe('/useradmin/useradmin-admin');
    expect(landingAfterSignIn(null, ['ADMIN'])).toBe('/');
  });

  it('builds and reads the redirect parameter symmetrically', () => {
    const path = '/script-table?page=2&sort=name,asc';
    const param = new URL(`http://x${loginPathFor(path)}`).searchParams.get('redirect');
    expect(safeRedirect(param)).toBe(path);
    expect(safeRedirect(null)).toBeNull();
  });
});
