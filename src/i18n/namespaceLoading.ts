/**
 * Loads the dictionary in parts (docs/browser.md, "Strings by area"): a language's base
 * dictionary, then each area's namespaces when one of its screens is about to render. Every
 * namespace loaded once is loaded again for a language switched to, before the switch shows, so
 * no screen ever shows a missing string.
 *
 * The translation functions (LL) copy the dictionary when they are made, so namespaces that
 * arrive later reach the screens through `onNamespacesLoaded`: the i18n provider then remakes LL.
 */
import type { Locales, Namespaces } from '@locales/i18n-types';
import { loadLocaleAsync, loadNamespaceAsync } from '@locales/i18n-util.async';
import { loadedLocales } from '@locales/i18n-util';

/** Every namespace a screen has asked for in this session. */
const wanted = new Set<Namespaces>();
const listeners = new Set<(locale: Locales) => void>();
let active: Locales | undefined;
/** Counts arrivals, so translation functions made before one can tell they are behind. */
let arrivals = 0;

const hasBase = (locale: Locales) => loadedLocales[locale]?.site !== undefined;
const missing = (locale: Locales, namespaces: Iterable<Namespaces>) =>
  [...namespaces].filter((namespace) => loadedLocales[locale]?.[namespace] === undefined);

/** True when `locale` has its base dictionary and every namespace asked for so far. */
export function isLanguageLoaded(locale: Locales): boolean {
  return hasBase(locale) && missing(locale, wanted).length === 0;
}

/** Loads what `locale` lacks: its base dictionary, then every namespace asked for so far. */
export async function loadLanguage(locale: Locales): Promise<void> {
  if (!hasBase(locale)) await loadLocaleAsync(locale);
  await Promise.all(missing(locale, wanted).map((namespace) => loadNamespaceAsync(locale, namespace)));
}

/** The language the screens show; set by the i18n provider once that language is loaded. */
export function setActiveLanguage(locale: Locales): void {
  active = locale;
}

/**
 * Loads `namespaces` for the active language and remembers them for later switches. Resolves
 * once the provider has been told, so a screen loaded with them renders with its strings.
 */
export async function loadNamespaces(namespaces: readonly Namespaces[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const locale = active;
  if (!locale) return;
  const absent = missing(locale, namespaces);
  if (absent.length === 0) return;
  await Promise.all(absent.map((namespace) => loadNamespaceAsync(locale, namespace)));
  arrivals += 1;
  for (const listener of listeners) listener(locale);
  // The language changed while these arrived: the new one needs them too.
  if (active !== locale) await loadNamespaces(namespaces);
}

/** How many times namespaces have arrived so far in this session. */
export function namespaceArrivals(): number {
  return arrivals;
}

/** Calls `listener` with the language whose namespaces just arrived; answers the unsubscribe. */
export function onNamespacesLoaded(listener: (locale: Locales) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
