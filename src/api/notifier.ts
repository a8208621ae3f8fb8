/**
 * The one channel through which the api client (and anything else outside React) asks the UI
 * to show a message. The app's Toaster subscribes; tests can subscribe too.
 */
export type NoticeIntent = 'error' | 'warning' | 'success' | 'info';
export interface Notice {
  intent: NoticeIntent;
  text: string;
  /** Milliseconds the message stays; spec §9: errors stay 5000 ms. */
  timeout: number;
}

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export const ERROR_MESSAGE_DURATION = 5000;

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(intent: NoticeIntent, text: string, timeout = ERROR_MESSAGE_DURATION): void {
  for (const listener of listeners) listener({ intent, text, timeout });
}
