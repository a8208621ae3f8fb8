/**
 * What the browser checks before sending a file: its extension among the accepted ones, its size
 * within the limit, and that it holds something. The server checks all of it again (and the
 * content); this only spares sending a file it would refuse.
 */

export type Refusal =
  | { reason: 'type'; accept: readonly string[] }
  | { reason: 'size'; maxBytes: number }
  | { reason: 'empty' };

/** The file name's extension, lower case, without the dot ('' for none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The accept attribute of the file picker: ".apk,.zip". */
export const acceptAttribute = (accept: readonly string[]) => accept.map((ext) => `.${ext.toLowerCase()}`).join(',');

/** Why the browser will not send `file`, or null when it may. */
export function refusalOf(file: Pick<File, 'name' | 'size'>, accept: readonly string[], maxBytes: number): Refusal | null {
  const extension = extensionOf(file.name);
  if (!accept.some((ext) => ext.toLowerCase() === extension)) return { reason: 'type', accept };
  if (file.size > maxBytes) return { reason: 'size', maxBytes };
  if (file.size === 0) return { reason: 'empty' };
  return null;
}
