/**
 * The api client reports a refused session (HTTP 401 on a call that carried a token) here; the
 * auth provider listens and sends SESSION_EXPIRED to the auth actor. A plain subscription keeps
 * React and XState out of the client.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
}
