/**
 * The error log as a user meets it: an uncaught error and an unhandled rejection show up as a
 * badge; the dialog lists message, info, url and stack; 'Clear All' empties it. Disabled
 * logging records nothing; a screen's render error is caught by ErrorLogBoundary and logged
 * with React's component stack.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ErrorLogBoundary } from '@/errorLog/ErrorLogBoundary';
import { ErrorLogButton } from '@/layout/errorLog/ErrorLogButton';
import { renderTool } from './support/toolsKit';

function fireUncaught(error: Error) {
  act(() => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: error.message,
        filename: 'app.js',
        lineno: 3,
        colno: 7,
      }),
    );
  });
}

function fireRejection(reason: unknown) {
  // jsdom has no PromiseRejectionEvent constructor: an Event with the same fields.
  const event = Object.assign(new Event('unhandledrejection'), {
    reason,
    promise: Promise.resolve(),
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

/** Fails while `failing.now` is set: a screen whose data is broken until a retry. */
const failing = { now: true };
/**
 * The open dialog. Found by its title text: in jsdom, tabster (Fluent's focus manager) does not
 * always register focus entering the modal surface, and then leaves aria-hidden on it, which
 * role queries respect. A real browser has no such lag (the e2e journeys cover it).
 */
async function openDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h2' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the title is not inside a dialog');
  return dialog;
}

const button = (container: HTMLElement, name: string) =>
  within(container).getByText(name, { selector: 'button' });

function Thrower(): null {
  if (failing.now) throw new Error('render exploded');
  return null;
}

describe('error log', () => {
  it('lists an uncaught error and an unhandled rejection, and Clear All empties it', async () => {
    const { user } = renderTool(<h1>Page</h1>, { aside: <ErrorLogButton /> });
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();

    const boom = new Error('Cannot read properties of undefined');
    fireUncaught(boom);
    fireRejection(new Error('Request timed out'));

    await user.click(await screen.findByRole('button', { name: 'Error log: 2 errors' }));
    const dialog = await openDialog('Error Log');
    const entries = [...dialog.querySelectorAll('li')];
    expect(entries).toHaveLength(2);

    const [first, second] = entries;
    expect(first).toHaveTextContent('Cannot read properties of undefined');
    expect(first).toHaveTextContent('Uncaught error (app.js:3:7)');
    expect(first).toHaveTextContent(window.location.href);
    expect(
      within(first!).getByText(
        (_, node) => node?.tagName === 'PRE' && node.textContent === boom.stack,
      ),
    ).toBeVisible();
    expect(second).toHaveTextContent('Request timed out');
    expect(second).toHaveTextContent('Unhandled promise rejection');
    expect(second).toHaveTextContent('Stack');

    await user.click(button(dialog, 'Clear All'));
    await waitFor(() => expect(screen.queryByText('Error Log', { selector: 'h2' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();
  });

  it('records a rejection with a plain value and counts in the user language', async () => {
    const { user } = renderTool(<h1>Page</h1>, { aside: <ErrorLogButton />, locale: 'zh' });
    await screen.findByRole('heading', { name: 'Page' });
    fireRejection('plain reason');
    await user.click(await screen.findByRole('button', { name: '错误日志：1 条' }));
    const dialog = await openDialog('错误日志');
    expect(dialog).toHaveTextContent('plain reason');
    expect(dialog).toHaveTextContent('没有堆栈信息。');
    expect(button(dialog, '全部清除')).toBeVisible();
  });

  it('records nothing while logging is disabled', async () => {
    renderTool(<h1>Page</h1>, { aside: <ErrorLogButton />, errorLog: false });
    await screen.findByRole('heading', { name: 'Page' });
    fireUncaught(new Error('ignored'));
    fireRejection(new Error('ignored too'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();
  });

  it('removes its listeners on unmount', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderTool(<h1>Page</h1>);
    await screen.findByRole('heading', { name: 'Page' });
    unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toContain('error');
    expect(removed).toContain('unhandledrejection');
    remove.mockRestore();
  });

  it('catches a render error in a screen, logs it with the component stack and retries', async () => {
    // React reports caught errors on the console; keep the run quiet.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.now = true;
    function Screen() {
      return (
        <ErrorLogBoundary>
          <h1>Screen</h1>
          <Thrower />
        </ErrorLogBoundary>
      );
    }
    const { user } = renderTool(<Screen />, { aside: <ErrorLogButton /> });
    expect(await screen.findByText('This part of the page could not be displayed')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Error log: 1 error' }));
    const dialog = await openDialog('Error Log');
    expect(dialog).toHaveTextContent('render exploded');
    expect(dialog).toHaveTextContent(/at Thrower/);
    await user.click(button(dialog, 'Close'));
    await waitFor(() => expect(screen.queryByText('Error Log', { selector: 'h2' })).toBeNull());

    failing.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Screen' })).toBeVisible();
    consoleError.mockRestore();
  });
});
