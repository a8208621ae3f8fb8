/**
 * Which dictionary namespaces a piece of the app reads, found in its source: the modules it
 * imports (statically, and with `import()` when asked), and in each one `LL.<namespace>`, a label
 * key written as data (`'game.gameName'`) and `TranslationFunctions['<namespace>']`. Reading more
 * than is used only loads a little more; reading less would show a screen without its strings.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ALIASES: Record<string, string> = { '@/': 'src/', '@machines/': 'machines/', '@contracts/': 'contracts/', '@locales/': 'locales/' };

/** The namespaces: the folders of the base locale. */
export const NAMESPACES = readdirSync('locales/en').filter((name) => existsSync(`locales/en/${name}/index.ts`));

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string | undefined;
  if (alias) base = join(ALIASES[alias] ?? '', specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = relative('.', resolve(dirname(from), specifier));
  if (!base || base.startsWith('locales/')) return undefined;
  base = base.replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

function importsOf(file: string, dynamic: boolean): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm),
  ].map((match) => match[1] ?? match[2] ?? '');
  if (dynamic) specifiers.push(...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? ''));
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** `entries` and every module they import, transitively. */
export function modulesOf(entries: string[], { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, dynamic));
  }
  return seen;
}

/** Each namespace the modules read, with the modules that read it. */
export function namespacesRead(modules: Iterable<string>): Map<string, string[]> {
  const names = NAMESPACES.join('|');
  const use = new RegExp(`\\bLL\\??\\.(${names})\\b|['"\`](${names})\\.\\w|TranslationFunctions\\[['"](${names})['"]\\]`, 'g');
  const read = new Map<string, string[]>();
  for (const file of modules) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const match of code.matchAll(use)) {
      const namespace = match[1] ?? match[2] ?? match[3] ?? '';
      read.set(namespace, [...(read.get(namespace) ?? []), file]);
    }
  }
  return read;
}
