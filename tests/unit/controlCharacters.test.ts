/**
 * The control-character guard's walk (server/http/controlCharacters.ts), without HTTP: which text
 * it refuses, where line breaks pass (fields built with multilineText, however wrapped or
 * derived), how it names fields, and that no shape of input makes it throw.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addActivityNoticeForm, updateActivityNoticeForm } from '../../contracts/activityNotice.js';
import { addGameForm } from '../../contracts/game.js';
import { isMultilineText, multilineText, plainText } from '../../contracts/fields.js';
import { resubmitForm } from '../../contracts/review.js';
import { controlCharacterProblems } from '../../server/http/controlCharacters.js';

const fieldsOf = (...args: Parameters<typeof controlCharacterProblems>) => controlCharacterProblems(...args).map((p) => p.field);

describe('the control-character guard', () => {
  it('refuses NUL, other C0 controls, DEL and C1 in any text, naming the field', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001b[31m', 'a\u007f', 'a\u0085b', 'tab\t', 'line\n', 'cr\r']) {
      const problems = controlCharacterProblems({ gameName: text }, 'body', addGameForm, true);
      expect(problems, JSON.stringify(text)).toEqual([
        { field: 'gameName', reason: 'invalid_characters', message: 'gameName must not contain control characters' },
      ]);
    }
    expect(controlCharacterProblems({ gameName: 'Plain — ünïcode 名字 😀' }, 'body', addGameForm, true)).toEqual([]);
  });

  it('lets tabs and line breaks through in multi-line fields only, through every wrapper', () => {
    const text = 'one\r\ntwo\tthree';
    expect(fieldsOf({ title: text, content: text }, 'body', addActivityNoticeForm, true)).toEqual(['title']);
    expect(fieldsOf({ id: 1, content: text }, 'body', updateActivityNoticeForm, true)).toEqual([]);
    // multilineText(…).min(1).optional(): a derived schema keeps the mark, the wrapper is looked through.
    expect(fieldsOf({ id: 1, content: text }, 'body', resubmitForm, true)).toEqual([]);
    expect(fieldsOf({ id: 1, content: 'a\u0000b' }, 'body', resubmitForm, true)).toEqual(['content']);
    const nested = z.object({
      notes: z.array(z.union([z.number(), multilineText(50).describe('a note')])),
      meta: z.record(z.string(), multilineText(10).nullable().default(null)),
      title: plainText(10).optional(),
    });
    expect(isMultilineText(multilineText(5).min(1).describe('x'))).toBe(true);
    expect(fieldsOf({ notes: ['a\nb', 'c\td'], meta: { k: 'x\ny' }, title: 'x\ny' }, 'body', nested, true)).toEqual(['title']);
    // Query strings and path parameters never allow them, whatever the schema.
    expect(fieldsOf({ content: text }, 'query', addActivityNoticeForm)).toEqual(['content']);
  });

  it('checks parts without a schema, nested values, and field names', () => {
    expect(fieldsOf({ a: [{ b: 'x\u0000' }] }, 'body')).toEqual(['a.0.b']);
    expect(fieldsOf('x\u0000', 'body')).toEqual(['body']);
    expect(fieldsOf({ 'bad\u0000key': 1, fine: 'ok' }, 'query')).toEqual(['query']);
    expect(fieldsOf({ outer: { 'bad\u0000': 1 } }, 'body')).toEqual(['outer']);
    expect(fieldsOf(undefined, 'body')).toEqual([]);
    expect(fieldsOf({ n: 1, b: true, z: null }, 'body')).toEqual([]);
  });

  it('never repeats the value, stops at 20 fields, and survives any depth', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, `SECRET\u0000${i}`]));
    const problems = controlCharacterProblems(many, 'body');
    expect(problems).toHaveLength(20);
    expect(JSON.stringify(problems)).not.toContain('SECRET');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(controlCharacterProblems(deep, 'body')).toHaveLength(1);
  });
});
