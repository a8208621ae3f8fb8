/**
 * One concern per file: no source, test or story file passes 300 lines (the generated
 * translation types excepted). A file that grows past it is split by concern, not cut in half.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;

const code = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path))
  .filter((path) => !path.startsWith('locales/i18n-'));

describe('file size', () => {
  it(`keeps every code file within ${MAX_LINES} lines`, () => {
    expect(code.length).toBeGreaterThan(100);
    const long = code
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines}`);
    expect(long).toEqual([]);
  });
});
