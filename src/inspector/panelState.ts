/**
 * Whether the inspector panel is open, and who may open it: ADMIN and AUDITOR from the top bar,
 * anyone with `?inspect=1` in the address. A tiny external store (no React here) so the top-bar
 * button and the host that renders the panel agree without a provider.
 */
import type { Role } from '@contracts/roles.js';

/** The roles offered the inspector in the top bar (auditors trace transitions). */
export const INSPECTOR_ROLES: readonly Role[] = ['ADMIN', 'AUDITOR'];

export function canInspect(roles: readonly string[]): boolean {
  return roles.some((role) => (INSPECTOR_ROLES as readonly string[]).includes(role));
}

/** `?inspect=1` (or `true`) in a location's search string. */
export function inspectRequested(search: string): boolean {
  const value = new URLSearchParams(search).get('inspect');
  return value === '1' || value === 'true';
}

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export const openInspector = (): void => set(true);
export const closeInspector = (): void => set(false);
export const toggleInspector = (): void => set(!open);
export const isInspectorOpen = (): boolean => open;

export function subscribeInspectorOpen(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
