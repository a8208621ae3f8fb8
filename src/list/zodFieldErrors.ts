/** The contract's zod rules, run in the browser, as field → reason codes (the server's words). */
import type { z } from 'zod';

function reasonOf(issue: z.core.$ZodIssue, value: unknown): string {
  const empty =
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (issue.code) {
    case 'too_small':
      return empty ? 'required' : 'too_short';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_type':
      return empty ? 'required' : 'invalid_type';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom': {
      const reason = (issue.params as { reason?: unknown } | undefined)?.reason;
      return empty ? 'required' : typeof reason === 'string' ? reason : 'invalid_value';
    }
    default:
      return 'invalid_value';
  }
}

/** The reason one value breaks a field's rule (the first problem), or undefined when it keeps it. */
export function zodValueReason(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : reasonOf(result.error.issues[0]!, value);
}

export function zodFieldErrors(
  schema: z.ZodType,
  payload: Record<string, unknown>,
): Record<string, string> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (field && !errors[field]) errors[field] = reasonOf(issue, payload[field]);
  }
  return errors;
}
