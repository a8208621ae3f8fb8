/**
 * Translation keys as data: a column's header or an enum's labels are named by their path in the
 * dictionaries (`game.gameName`, `settlement.status`), typed by the generated translation
 * functions, so a contract can name a label the browser and the server both render.
 */
import type { LocalizedString } from 'typesafe-i18n';
import type { TranslationFunctions } from '../locales/i18n-types.js';

type Leaf = () => LocalizedString;

/** Paths of the translations that take no argument (`list.id`, `game.gameName`). */
export type LabelKey<T = TranslationFunctions, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? `${P}${K}`
    : T[K] extends (...args: never[]) => unknown
      ? never
      : LabelKey<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Paths of groups of labels (`settlement.status`): a value `v` is labelled by `<group>.<v>`. */
export type LabelGroup<T = TranslationFunctions, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? never
    : `${P}${K}` | LabelGroup<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Anything shaped like the translation functions (the browser's LL, the server's per language). */
export type Translator = object;

function at(translator: Translator, path: string): unknown {
  let node: unknown = translator;
  for (const part of path.split('.')) {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The label at `key`; the key itself when the dictionary has none (never throws). */
export function labelOf(translator: Translator, key: string): string {
  const found = at(translator, key);
  return typeof found === 'function' ? String((found as () => unknown)()) : key;
}

/** The label of `value` in `group` (`settlement.status` + `settled`); the value when there is none. */
export function groupLabelOf(translator: Translator, group: string, value: string): string {
  const found = at(translator, `${group}.${value}`);
  return typeof found === 'function' ? String((found as () => unknown)()) : value;
}
