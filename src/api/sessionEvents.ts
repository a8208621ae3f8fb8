/**
 * The api client reports a refused session (HTTP 401 on a call that carried a token) here, with
 * the reason in the user's language; the auth provider listens and sends SESSION_EXPIRED to the
 * auth actor, and the login screen shows the reason. A plain subscription keeps React and XState
 * out of the client.
 */
type Listener = (message: string | undefined) => void;
const listeners = new Set<Listener>();

export function subscribeSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(message?: string): void {
  for (const listener of listeners) listener(message);
}
