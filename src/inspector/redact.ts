/**
 * What the inspector shows and exports of contexts and events: a plain, JSON-safe copy with the
 * secrets replaced by "[redacted]". Applied when the panel displays or exports, never on capture
 * (capture keeps references only). Pure TS.
 *
 * A key is secret when, lower-cased and without punctuation, it is `h1` (md5 of a password),
 * `pwd` or `otp`, or contains token, password, passwd, digest, salt, secret, authorization,
 * credential, apikey, or the second step's otpauth, qrsvg and recoverycode: `token`, `Admin-Token`, `password`, `passwordConfirm`, `oldPassword`,
 * `digest`, `salt`, `Authorization` … at any depth. A form's `{ field: 'password', value }`
 * (the form machine's CHANGE event) has its `value` redacted too.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set(['h1', 'pwd', 'otp']);
const SECRET_PARTS = ['token', 'password', 'passwd', 'digest', 'salt', 'secret', 'authorization', 'credential', 'apikey', 'otpauth', 'qrsvg', 'recoverycode'];

export function isSecretKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEYS.has(plain) || SECRET_PARTS.some((part) => plain.includes(part));
}

export interface RedactLimits {
  /** Deeper values become "[…]". */
  depth: number;
  /** Longer arrays keep their first `items` and say how many more there were. */
  items: number;
  /** Longer strings are cut. */
  text: number;
}

export const DEFAULT_LIMITS: RedactLimits = { depth: 8, items: 100, text: 2000 };

const isActorRef = (value: object): value is { id?: string; sessionId: string } =>
  'sessionId' in value && typeof value.sessionId === 'string' && 'send' in value && typeof value.send === 'function';

/** The form's way of naming a field: `{ field: 'password', value: '…' }` or `{ name, value }`. */
function namesSecretField(value: Record<string, unknown>): boolean {
  const name = typeof value.field === 'string' ? value.field : typeof value.name === 'string' ? value.name : null;
  return name !== null && 'value' in value && isSecretKey(name);
}

/** A plain JSON-safe copy of `value` with secrets redacted (see the file comment). */
export function redact(value: unknown, limits: RedactLimits = DEFAULT_LIMITS): unknown {
  const ancestors: object[] = [];
  const visit = (current: unknown, depth: number): unknown => {
    switch (typeof current) {
      case 'string':
        return current.length > limits.text ? `${current.slice(0, limits.text)}…` : current;
      case 'number':
        return Number.isFinite(current) ? current : String(current);
      case 'boolean':
      case 'undefined':
        return current;
      case 'bigint':
        return `${current}n`;
      case 'symbol':
        return current.toString();
      case 'function':
        return `[function ${current.name || 'anonymous'}]`;
    }
    if (current === null) return null;
    const object = current as object;
    if (ancestors.includes(object)) return '[circular]';
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? String(object) : object.toISOString();
    if (object instanceof Error) return { name: object.name, message: object.message };
    if (object instanceof RegExp) return String(object);
    if (typeof Blob !== 'undefined' && object instanceof Blob) return `[${object.constructor.name} ${object.size} bytes]`;
    if (isActorRef(object)) return `[actor ${object.id ?? object.sessionId}]`;
    if (depth >= limits.depth) return '[…]';
    ancestors.push(object);
    try {
      if (Array.isArray(object) || object instanceof Set) {
        const items = [...object];
        const kept = items.slice(0, limits.items).map((item) => visit(item, depth + 1));
        if (items.length > limits.items) kept.push(`… ${items.length - limits.items} more`);
        return kept;
      }
      const entries: [string, unknown][] =
        object instanceof Map ? [...object].map(([key, item]) => [String(key), item]) : Object.entries(object);
      const out: Record<string, unknown> = {};
      const secretValue = namesSecretField(current as Record<string, unknown>);
      for (const [key, item] of entries) {
        const hidden = isSecretKey(key) || (secretValue && key === 'value');
        out[key] = hidden && item !== null && item !== undefined && item !== '' ? REDACTED : visit(item, depth + 1);
      }
      return out;
    } finally {
      ancestors.pop();
    }
  };
  return visit(value, 0);
}

/** Pretty JSON of the redacted value, for the panel. */
export function redactedJson(value: unknown, limits?: RedactLimits): string {
  return JSON.stringify(redact(value, limits), null, 2) ?? 'undefined';
}
