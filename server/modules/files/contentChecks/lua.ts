/**
 * A Lua script: UTF-8 text without NUL that parses as Lua 5.3 (luaparse). A byte order mark and a
 * first line starting with `#` (a shebang, which Lua itself skips) are allowed. Small by its size
 * limit, so it is read whole.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'luaparse';
import { UPLOAD_KINDS, type StoredKind } from '../../../../contracts/files.js';
import { notOfKind } from './refusal.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(bytes: Buffer): string {
  if (bytes.includes(0)) throw notOfKind('A Lua script must be text: this file holds NUL bytes', { problem: 'lua_not_text' });
  try {
    return utf8.decode(bytes);
  } catch {
    throw notOfKind('A Lua script must be UTF-8 text: this file is not', { problem: 'lua_not_utf8' });
  }
}

export async function checkLua(path: string): Promise<StoredKind> {
  let text = decode(await readFile(path));
  // The decoder already dropped a BOM; a shebang line becomes empty, so line numbers stay right.
  if (text.startsWith('#')) text = text.replace(/^[^\n]*/, '');
  try {
    parse(text, { luaVersion: '5.3', comments: false, locations: false, ranges: false, scope: false });
  } catch (error) {
    const { line, message } = error as { line?: unknown; message?: unknown };
    if (typeof line === 'number' && typeof message === 'string') {
      throw notOfKind(`The Lua script does not parse: line ${line}: ${message.replace(/^\[\d+:\d+\]\s*/, '')}`, { problem: 'lua_syntax', line });
    }
    throw notOfKind('The Lua script does not parse (it may be nested too deeply)', { problem: 'lua_too_deep' });
  }
  return UPLOAD_KINDS.lua[0]!;
}
