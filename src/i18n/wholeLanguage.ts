/**
 * Loads a language whole, every namespace included, for what renders screens and components
 * without the screen loader that brings their area's strings: Storybook's stories and the dom
 * tests. The app itself never imports this.
 */
import type { Locales, Namespaces } from '@locales/i18n-types';
import { loadLocaleAsync, loadNamespaceAsync } from '@locales/i18n-util.async';

const NAMESPACES = Object.keys(import.meta.glob('../../locales/en/*/index.ts')).map(
  (path) => path.split('/').at(-2) as Namespaces,
);

export async function loadWholeLanguage(locale: Locales): Promise<void> {
  await loadLocaleAsync(locale);
  await Promise.all(NAMESPACES.map((namespace) => loadNamespaceAsync(locale, namespace)));
}
