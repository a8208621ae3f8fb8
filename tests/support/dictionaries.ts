/**
 * Each language's whole dictionary, every namespace included, for tests that read strings
 * directly: a locale's index.ts holds only the base dictionary (docs/browser.md, "Strings by
 * area"). Built from the files themselves, so no test depends on what another one loaded.
 */
import type { Locales, Translations } from '../../locales/i18n-types.js';

type Module = { default: object };
const bases = import.meta.glob<Module>('../../locales/*/index.ts', { eager: true });
const namespaces = import.meta.glob<Module>('../../locales/*/*/index.ts', { eager: true });

function dictionaryOf(locale: Locales): Translations {
  const base = bases[`../../locales/${locale}/index.ts`];
  if (!base) throw new Error(`no dictionary for ${locale}`);
  const dictionary: Record<string, unknown> = { ...base.default };
  for (const [path, module] of Object.entries(namespaces)) {
    const [lang, namespace] = path.split('/').slice(-3, -1);
    if (lang === locale && namespace) dictionary[namespace] = module.default;
  }
  return dictionary as Translations;
}

export const en = dictionaryOf('en');
export const zh = dictionaryOf('zh');
export const es = dictionaryOf('es');
export const ja = dictionaryOf('ja');
