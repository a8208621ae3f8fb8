/**
 * A build plugin: every `import { Name20Regular } from '@fluentui/react-icons'` (ours and Fluent's
 * own packages') imports the icon's own family file (`@fluentui/react-icons/svg/<family>`) instead.
 * The package's index re-exports big modules of many icons each; a module used by two lazy
 * screens became a shared file carrying every icon either used, so a screen fetched (and the first
 * screen after sign-in paid for) icons it never draws, e.g. all of a presence badge's icons for
 * one font-size icon (docs/browser.md). A name whose family file does not export it stays as it was.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@fluentui/react-icons';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@fluentui\/react-icons\2;?/g;

/** `FullScreenMaximize20Regular` → `full-screen-maximize`. */
export function familyOf(name: string): string | undefined {
  const match = /^([A-Z][A-Za-z]*?)(?:\d+)?(?:Regular|Filled|Light|Color)$/.exec(name);
  return match?.[1]?.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function iconAtoms(): Plugin {
  const atoms = join(
    dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)),
    'lib/atoms/svg',
  );
  const exported = new Map<string, string>();
  const hasIcon = (family: string, name: string) => {
    const file = join(atoms, `${family}.js`);
    if (!exported.has(file)) exported.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    return exported.get(file)!.includes(`export const ${name} `);
  };
  return {
    name: 'icon-atoms',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes(PACKAGE) || id.includes(`${PACKAGE}/`) || !/\.[cm]?[jt]sx?$/.test(id))
        return null;
      const rewritten = code.replace(IMPORT, (whole, list: string) => {
        const kept: string[] = [];
        const lines: string[] = [];
        for (const raw of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name = '', local = name] = raw.split(/\s+as\s+/);
          const family = raw.startsWith('type ') ? undefined : familyOf(name);
          if (family && hasIcon(family, name))
            lines.push(`import { ${name} as ${local} } from '${PACKAGE}/svg/${family}';`);
          else kept.push(raw);
        }
        if (lines.length === 0) return whole;
        return [
          ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from '${PACKAGE}';`] : []),
          ...lines,
        ].join(' ');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
