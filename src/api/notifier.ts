/**
 * The one channel through which the api client (and anything else outside React) asks the UI
 * to show a message. The app's Toaster subscribes; tests can subscribe too.
 */
export type NoticeIntent = 'error' | 'warning' | 'success' | 'info';
export interface Notice {
  intent: NoticeIntent;
  text: string;
  /** Milliseconds the message stays; docs/decisions.md: errors stay 5000 ms. */
  timeout: number;
  /** A failed call's request id, shown under the message so a report can be found in the log. */
  reference?: string;
}

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export const ERROR_MESSAGE_DURATION = 5000;

/**
 * Notices sent while nobody listens (the Toaster is a lazy chunk and may still be loading) wait
 * here for the first listener; a few at most, the latest kept.
 */
const pending: Notice[] = [];
const PENDING_MAX = 10;
const waitingWatchers = new Set<() => void>();

/**
 * Called when a notice waits for a listener (now, if one already does). Lets the app load its
 * Toaster on the first notice instead of on the first page.
 */
export function whenNoticesWait(watcher: () => void): () => void {
  waitingWatchers.add(watcher);
  if (pending.length > 0) watcher();
  return () => waitingWatchers.delete(watcher);
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of pending.splice(0)) listener(notice);
  return () => listeners.delete(listener);
}

export function notify(intent: NoticeIntent, text: string, timeout = ERROR_MESSAGE_DURATION, reference?: string): void {
  const notice: Notice = { intent, text, timeout, ...(reference && { reference }) };
  if (listeners.size === 0) {
    pending.push(notice);
    if (pending.length > PENDING_MAX) pending.shift();
    for (const watcher of waitingWatchers) watcher();
    return;
  }
  for (const listener of listeners) listener(notice);
}
