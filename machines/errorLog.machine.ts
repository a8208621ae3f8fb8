/**
 * The error log (docs/server.md): uncaught UI errors and unhandled rejections, captured when logging is
 * enabled, shown in a dialog with message, info, url and stack, cleared with 'Clear All'.
 * Bounded, so a runaway error loop cannot eat memory.
 */
import { assign, setup } from 'xstate';

export interface ErrorLogEntry {
  message: string;
  info: string;
  url: string;
  stack: string;
  at: string;
}

export const ERROR_LOG_LIMIT = 50;

export type ErrorLogEvent = { type: 'ADD'; entry: ErrorLogEntry } | { type: 'CLEAR_ALL' };

export const errorLogMachine = setup({
  types: { context: {} as { logs: ErrorLogEntry[]; enabled: boolean }, events: {} as ErrorLogEvent, input: {} as { enabled: boolean } },
}).createMachine({
  id: 'errorLog',
  context: ({ input }) => ({ logs: [], enabled: input.enabled }),
  on: {
    ADD: {
      guard: ({ context }) => context.enabled,
      actions: assign({ logs: ({ context, event }) => [...context.logs, event.entry].slice(-ERROR_LOG_LIMIT) }),
    },
    CLEAR_ALL: { actions: assign({ logs: [] }) },
  },
});
