/**
 * One guard for the text of every API call (docs/server.md, "Control characters"): a control
 * character (NUL, the other C0 controls, DEL, C1) in the path parameters, the query string or the
 * body is a 400 with an `invalid_characters` field error, before any schema or handler sees it,
 * whether or not the route has a schema for that part. PostgreSQL cannot store NUL, and no name,
 * filter or address has a use for the others, so no field can forget the rule.
 *
 * Tab, LF and CR pass only in body fields built with `multilineText` (contracts/fields.ts), found
 * by walking the route's body schema alongside the data. Field names holding a control character
 * are refused under their parent's name; answers never repeat what was sent.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../../contracts/envelope.js';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_BUT_LINE_BREAKS, isMultilineText } from '../../contracts/fields.js';
import { fieldName, invalidInput, MAX_FIELD_ERRORS } from './validation.js';

type Schema = z.core.$ZodType;

/** The parts of a zod definition the walk reads (the wrappers, containers and alternatives). */
interface WalkedDef {
  type: string;
  innerType?: Schema;
  getter?: () => Schema;
  in?: Schema;
  out?: Schema;
  options?: readonly Schema[];
  left?: Schema;
  right?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  items?: readonly Schema[];
  rest?: Schema | null;
  valueType?: Schema;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success']);
const MAX_UNWRAP = 32;

/** What a schema may stand for once wrappers are looked through: a union or a pipe gives several. */
function alternatives(schema: Schema | undefined, found: Schema[] = [], depth = 0): Schema[] {
  if (!schema || depth > MAX_UNWRAP) return found;
  const def = schema._zod.def as WalkedDef;
  if (isMultilineText(schema)) found.push(schema);
  if (WRAPPERS.has(def.type)) return alternatives(def.innerType, found, depth + 1);
  if (def.type === 'lazy') return alternatives(def.getter?.(), found, depth + 1);
  const inner = def.type === 'pipe' ? [def.in, def.out] : def.type === 'union' ? def.options : def.type === 'intersection' ? [def.left, def.right] : null;
  if (!inner) {
    found.push(schema);
    return found;
  }
  for (const option of inner) alternatives(option, found, depth + 1);
  return found;
}

/** The schemas of `key` inside a value described by `schemas` (none when the schema says nothing). */
function childSchemas(schemas: readonly Schema[], key: string, isIndex: boolean): Schema[] {
  const children: Schema[] = [];
  for (const schema of schemas) {
    const def = schema._zod.def as WalkedDef;
    let child: Schema | null | undefined;
    if (def.type === 'object') child = Object.hasOwn(def.shape ?? {}, key) ? def.shape![key] : def.catchall;
    else if (def.type === 'record') child = def.valueType;
    else if (def.type === 'array' && isIndex) child = def.element;
    else if (def.type === 'tuple' && isIndex) child = def.items?.[Number(key)] ?? def.rest;
    if (child) alternatives(child, children);
  }
  return children;
}

/** A place in the data: its key and its parent's place (the root has none). */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string[] {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

interface Pending {
  value: unknown;
  place: Place | null;
  schemas: Schema[];
}

/**
 * Field errors for the control characters in one part of a request. `schema` is the part's zod
 * schema, if any; line breaks and tabs pass only where it says `multilineText` and
 * `allowLineBreaks` is set. Walks without recursion and without copying paths, so neither depth
 * nor size can make it overflow the stack or slow down more than the data's size.
 */
export function controlCharacterProblems(data: unknown, root: string, schema?: Schema, allowLineBreaks = false): FieldError[] {
  const problems: FieldError[] = [];
  const refuse = (place: Place | null) => {
    const field = fieldName(pathOf(place), root);
    if (!problems.some((p) => p.field === field)) {
      problems.push({ field, reason: 'invalid_characters', message: `${field} must not contain control characters` });
    }
  };
  const pending: Pending[] = [{ value: data, place: null, schemas: alternatives(schema) }];
  while (pending.length > 0 && problems.length < MAX_FIELD_ERRORS) {
    const { value, place, schemas } = pending.pop()!;
    if (typeof value === 'string') {
      const multiline = allowLineBreaks && schemas.some(isMultilineText);
      if ((multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value)) refuse(place);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = String(index);
        pending.push({ value: item, place: { key, parent: place }, schemas: childSchemas(schemas, key, true) });
      });
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // (Bytes, such as an uploaded image's body, are not text: nothing to look for.)
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL_CHARACTER.test(key)) refuse(place);
        else pending.push({ value: item, place: { key, parent: place }, schemas: childSchemas(schemas, key, false) });
      }
    }
  }
  return problems;
}

/** A batch body without its events, which are checked one by one (docs/ingestion.md). */
function outsideEvents(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'events')) return body;
  return { ...body, events: [] };
}

/**
 * Installs the guard as a preValidation hook on every route declaring `config.access` (every API
 * route; the SPA and its files read nothing into the database). Install it after the body
 * parsers: multipart fields are read into `request.body` by their own preValidation hook.
 */
export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.access === undefined) return;
    const bodySchema = (request.routeOptions.schema as { body?: Schema } | undefined)?.body;
    const problems = [
      ...controlCharacterProblems(request.params, 'path'),
      ...controlCharacterProblems(request.query, 'query'),
      ...controlCharacterProblems(request.routeOptions.config.eventBatch ? outsideEvents(request.body) : request.body, 'body', bodySchema, true),
    ].slice(0, MAX_FIELD_ERRORS);
    if (problems.length > 0) throw invalidInput(problems, 'input');
  });
}
