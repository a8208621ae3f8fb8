/**
 * The `redirect` query parameter of /login. Only a path inside this app is followed, never
 * another origin (`//evil.example`, `https://…`), and never /login itself.
 */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return null;
  return value;
}
