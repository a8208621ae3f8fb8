/**
 * The demo ribbon: shown on every page (public and signed-in) exactly when the server's
 * platform/info says demo mode, in the user's language, as a labelled landmark before the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { clearCookies, renderApp } from './support/appHarness';

afterEach(() => clearCookies());

const demo = (demoMode: boolean) => Promise.resolve({ demoMode, currency: 'CNY', examineUnusualFactor: 3 });
const ribbon = (name = 'Demo mode') => screen.findByRole('complementary', { name });

describe('demo ribbon', () => {
  it('is on the login and register pages in demo mode, before the page', async () => {
    const app = renderApp({ path: '/login', platformInfo: demo(true) });
    const shown = await ribbon();
    expect(shown).toHaveTextContent('Demo data — not for production');
    const heading = await screen.findByRole('heading', { name: 'Login screen' });
    expect(shown.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await app.router.navigate('/register');
    await screen.findByRole('heading', { name: 'Register screen' });
    expect(await ribbon()).toBeVisible();
  });

  it('is above the signed-in layout too', async () => {
    renderApp({
      path: '/dashboard',
      token: 'stored',
      platformInfo: demo(true),
      screens: { dashboard: () => <h1>Dashboard stub</h1> },
    });
    await screen.findByRole('heading', { name: 'Dashboard stub' });
    const shown = await ribbon();
    expect(shown.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['zh', '演示模式', '演示数据 — 请勿用于生产环境'],
    ['es', 'Modo demostración', 'Datos de demostración — no aptos para producción'],
    ['ja', 'デモモード', 'デモデータ — 本番環境では使用しないでください'],
  ] as const)('speaks %s', async (locale, name, text) => {
    renderApp({ path: '/login', locale, platformInfo: demo(true) });
    expect(await ribbon(name)).toHaveTextContent(text);
  });

  it.each([
    ['the server says demo mode is off', () => demo(false)],
    ['the server cannot say (another backend)', () => Promise.reject(new Error('404'))],
    ['nothing was asked', () => undefined],
  ])('is absent when %s', async (_, answer) => {
    const platformInfo = answer();
    renderApp({ path: '/login', platformInfo });
    await screen.findByRole('heading', { name: 'Login screen' });
    // Let the answer arrive first.
    await Promise.resolve(platformInfo).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText(/Demo data/)).toBeNull();
  });
});
