/**
 * Test fixtures live under tests/fixtures (docs/testing.md): stories may use them, but a test
 * never reaches into stories/ (only the test that renders every story loads the stories).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tests = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'tests', 'bench'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx)$/.test(path))
  .filter((path) => !path.startsWith('tests/stories/'));

describe('test fixtures', () => {
  it('are imported from tests/, never from stories/', () => {
    expect(tests.length).toBeGreaterThan(50);
    const reaching = tests.filter((path) => /from '(\.\.\/)+stories\//.test(readFileSync(path, 'utf8')));
    expect(reaching).toEqual([]);
  });
});
