import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, FIELD_REASONS } from '@contracts/envelope.js';
import { en, zh, es, ja } from '../support/dictionaries';

/** Every string leaf with its dotted key. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The app-wide namespaces (the auth screens' own keys are tested with those screens). */
const APP_NAMESPACES = [
  'site',
  'route',
  'navbar',
  'errors',
  'validation',
  'messages',
  'errorPage',
  'common',
  'demo',
] as const;
const appPart = (dictionary: typeof en) =>
  Object.fromEntries(APP_NAMESPACES.map((key) => [key, dictionary[key]]));

describe('locales', () => {
  it('keeps the fixed messages word for word in English (docs/auth-protocol.md)', () => {
    expect(en.messages).toMatchObject({
      switchLanguageSuccess: 'Switch Language Success',
      switchSizeSuccess: 'Switch Size Success',
      hasError: 'Has Error',
      browserUnsupported: 'you browser can not work',
      verificationFailed: 'Verification failed, please Login again.',
      rolesInvalid: 'getInfo: roles must be a non-null array!',
    });
  });

  it('translates every error and validation reason', () => {
    for (const dictionary of [en, zh, es, ja]) {
      expect(Object.keys(dictionary.errors).sort()).toEqual([...ERROR_REASONS].sort());
      expect(Object.keys(dictionary.validation).sort()).toEqual([...FIELD_REASONS].sort());
    }
  });

  it.each([
    ['zh', zh],
    ['es', es],
    ['ja', ja],
  ])('%s has the same keys as en and is not an English copy', (_, dictionary) => {
    const base = new Map(leaves(appPart(en)));
    const other = new Map(leaves(appPart(dictionary)));
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    const same = [...base].filter(
      ([key, text]) => other.get(key) === text && /[a-z]{3}/i.test(text),
    );
    // A few may rightly match (brand names, "Scripts" in Spanish); most must not.
    expect(same.length / base.size).toBeLessThan(0.05);
  });

  it('names the dashboard 首页 in Chinese', () => {
    expect(zh.route.dashboard).toBe('首页');
  });
});
