/**
 * Request validation with the contracts' zod schemas, and the mapping of zod issues to the
 * envelope's field errors (contracts/envelope.ts FIELD_REASONS). Answers never echo the input.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { FieldError, FieldReason } from '../../contracts/envelope.js';
import { FIELD_REASONS } from '../../contracts/envelope.js';
import { fail, type HttpError } from './envelope.js';

export const MAX_FIELD_ERRORS = 20;
const MAX_FIELD_NAME = 64;

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A field's name in answers: its path joined with dots (shortened), or the part's name for the whole part. */
export function fieldName(path: readonly PropertyKey[], root: string): string {
  if (path.length === 0) return root;
  const name = path.map((p) => String(p)).join('.');
  return name.length > MAX_FIELD_NAME ? `${name.slice(0, MAX_FIELD_NAME)}…` : name;
}

function isFieldReason(value: unknown): value is FieldReason {
  return typeof value === 'string' && (FIELD_REASONS as readonly string[]).includes(value);
}

/** zod's type names as English words ("an integer", not "a int"). */
const EXPECTED_WORDS: Partial<Record<string, string>> = {
  int: 'an integer',
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  bigint: 'an integer',
  date: 'a date',
};

function sizeWords(origin: string, count: string): string {
  const one = count === '1';
  if (origin === 'string') return one ? 'character' : 'characters';
  return origin === 'array' || origin === 'set' ? (one ? 'item' : 'items') : '';
}

/** One zod issue as zero or more field errors (unknown keys give one per key). */
function toFieldErrors(issue: Issue, data: unknown, root: string): FieldError[] {
  const field = fieldName(issue.path, root);
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(data, issue.path);
      if (value === undefined || value === null) return [{ field, reason: 'required', message: `${field} is required` }];
      // A query parameter repeated (?status=a&status=b) arrives as a list.
      if (root === 'query' && Array.isArray(value)) return [{ field, reason: 'invalid_type', message: `${field} must be given once` }];
      return [{ field, reason: 'invalid_type', message: `${field} must be ${EXPECTED_WORDS[issue.expected] ?? `a ${issue.expected}`}` }];
    }
    case 'too_small': {
      const isLength = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
      const minimum = String(issue.minimum);
      return [
        isLength
          ? { field, reason: 'too_short', message: `${field} must have at least ${minimum} ${sizeWords(issue.origin, minimum)}`.trim() }
          : { field, reason: 'too_small', message: `${field} must be at least ${minimum}` },
      ];
    }
    case 'too_big': {
      const isLength = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
      const maximum = String(issue.maximum);
      return [
        isLength
          ? { field, reason: 'too_long', message: `${field} must have at most ${maximum} ${sizeWords(issue.origin, maximum)}`.trim() }
          : { field, reason: 'too_big', message: `${field} must be at most ${maximum}` },
      ];
    }
    case 'invalid_format':
      return [{ field, reason: 'invalid_format', message: `${field} has an invalid format` }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const name = fieldName([...issue.path, key], root);
        return { field: name, reason: 'unknown_field' as const, message: `${name} is not a known field` };
      });
    case 'invalid_value': {
      if (root === 'query' && Array.isArray(valueAt(data, issue.path))) return [{ field, reason: 'invalid_type', message: `${field} must be given once` }];
      const options = issue.values.map((v) => String(v)).join(', ');
      return [{ field, reason: 'invalid_value', message: `${field} must be one of: ${options}` }];
    }
    case 'custom': {
      const reason = issue.params?.reason;
      if (reason === 'mismatch') return [{ field, reason: 'mismatch', message: `${field} does not match` }];
      return [{ field, reason: isFieldReason(reason) ? reason : 'invalid_value', message: `${field} is not valid` }];
    }
    default:
      return [{ field, reason: 'invalid_value', message: `${field} is not valid` }];
  }
}

/** The bound a size issue names, to keep the tightest of several on one field. */
function boundOf(issue: Issue): number | null {
  if (issue.code === 'too_big') return Number(issue.maximum);
  if (issue.code === 'too_small') return -Number(issue.minimum);
  return null;
}

export function fieldErrorsOf(issues: readonly Issue[], data: unknown, root: string): FieldError[] {
  const fields: FieldError[] = [];
  const bounds = new Map<FieldError, number>();
  for (const issue of issues) {
    for (const error of toFieldErrors(issue, data, root)) {
      const same = fields.findIndex((f) => f.field === error.field && f.reason === error.reason);
      const bound = boundOf(issue);
      if (same >= 0) {
        // 1e20 breaks both "a safe integer" and the field's own maximum: the field's is the one to say.
        const kept = bounds.get(fields[same]!);
        if (bound !== null && kept !== undefined && bound < kept) {
          fields[same] = error;
          bounds.set(error, bound);
        }
        continue;
      }
      if (fields.length >= MAX_FIELD_ERRORS) return fields;
      fields.push(error);
      if (bound !== null) bounds.set(error, bound);
    }
  }
  return fields;
}

/** The 400 for a part's field errors; its message names the first few fields, never a value. */
export function invalidInput(fields: FieldError[], root: string): HttpError {
  const names = [...new Set(fields.map((f) => f.field))].slice(0, 5).join(', ');
  return fail.invalid(`Invalid input: ${names || root}`, fields);
}

const ROOT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/** Fastify validator compiler for zod schemas: failures become a 400 HttpError with fields. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const root = ROOT_NAMES[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: invalidInput(fieldErrorsOf(result.error.issues, data, root), root) };
  };
};
