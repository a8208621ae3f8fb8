/**
 * The repository stands alone: no source, test, story or doc points to a document a maintainer
 * who clones it does not have (a design note, a specification's sections, an issue tracker's
 * numbers). Decisions live in docs/, in the repository's own words.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const OUTSIDE = [
  /DESIGN\.md/,
  /STACK-?NOTES/,
  /\bspec(?:ification)? ?§/i,
  /§ ?\d/,
  /\b[Ii]ssues? #?\d+\b/,
  /\.\.\/shared\/(?:spec|DESIGN|STACK|hooks)/,
  /\/work\/shared/,
  /\bthe spec(?:'s)?\b/i,
];

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|js|mjs|cjs|md|json|sh|yml|yaml)$/.test(path) || path.startsWith('.ci/'))
  .filter((path) => !path.startsWith('locales/i18n-') && path !== 'package-lock.json')
  // This file names the patterns it looks for.
  .filter((path) => path !== 'tests/unit/standsAlone.test.ts');

describe('the repository stands alone', () => {
  it('has files to read', () => expect(tracked.length).toBeGreaterThan(100));

  it('refers to nothing outside itself', () => {
    const found: string[] = [];
    for (const path of tracked) {
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
