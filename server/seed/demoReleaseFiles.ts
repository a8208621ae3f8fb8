/**
 * The demo's versioned files, made on the spot: small but real — an APK is a ZIP holding an
 * AndroidManifest.xml, an RC file a ZIP holding Lua, a course file a PDF, the Lua code text
 * that parses — so they pass the same content checks an upload does (docs/files.md).
 */
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { ZipFile } from 'yazl';

/** Writes a ZIP of the given entries (name → text) to `path`. */
export async function writeZip(path: string, entries: Readonly<Record<string, string>>): Promise<void> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  zip.end();
  await once(out, 'close');
}

export function demoApk(path: string, pkg: string, versionCode: number): Promise<void> {
  return writeZip(path, {
    'AndroidManifest.xml': `<?xml version="1.0" encoding="utf-8"?>\n<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="${pkg}" android:versionCode="${versionCode}"/>\n`,
    'classes.dex': `dex\n035 demo build ${versionCode}\n`,
  });
}

export function demoRc(path: string, name: string, version: number): Promise<void> {
  return writeZip(path, {
    'main.lua': `-- ${name}, resource version ${version}\nlocal rounds = ${version * 10}\nfor i = 1, rounds do\n  tap(540, 960)\nend\n`,
    'config.json': JSON.stringify({ script: name, version }),
  });
}

/** A one-page PDF with a line of text (a valid cross-reference table included). */
export async function demoPdf(path: string, title: string): Promise<void> {
  const text = title.replace(/[()\\]/g, ' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 72 770 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 770 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  await writeFile(path, body);
}

/** The Lua detection code of a version: what the app runs to recognise a game's screen. */
export function demoLua(version: number): string {
  const checks = ['battle_button', 'reward_popup', 'energy_empty', 'login_banner'].slice(0, 1 + (version % 4));
  return [
    `-- Rocket Script detection code, version ${version}`,
    'local detect = {}',
    '',
    'function detect.screen(frame)',
    ...checks.map((name, i) => `  if frame:matches("${name}", ${(0.8 + i / 100).toFixed(2)}) then return "${name}" end`),
    '  return nil',
    'end',
    '',
    'return detect',
    '',
  ].join('\n');
}
