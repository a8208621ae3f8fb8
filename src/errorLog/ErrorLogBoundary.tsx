/**
 * An error boundary for screens: a render error is recorded in the error log (info = React's
 * component stack) and replaced by a translated fallback with a retry button, so one broken
 * screen leaves the menu and top bar usable. Without an ErrorLogProvider above, it still
 * catches and shows the fallback.
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorLogEntry } from '@machines/errorLog.machine.js';
import { errorEntry } from './errorEntry';
import { useRecordError } from './errorLogContext';

interface BoundaryProps {
  record: (entry: ErrorLogEntry) => void;
  /** A change (e.g. the location) clears a caught error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: unknown;
}

// The fallback's Fluent parts load only when a screen fails: the boundary wraps every screen,
// including /login, whose first page must stay light.
const BoundaryFallback = lazy(() => import('./BoundaryFallback'));

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.record(errorEntry(error, (info.componentStack ?? '').trim()));
  }

  override render() {
    if (this.state.failed)
      return (
        <Suspense fallback={null}>
          <BoundaryFallback onRetry={() => this.setState({ failed: false })} />
        </Suspense>
      );
    return this.props.children;
  }
}

export interface ErrorLogBoundaryProps {
  /** When this changes (pass the location's key or path), a caught error is forgotten. */
  resetKey?: unknown;
  children: ReactNode;
}

export function ErrorLogBoundary({ resetKey, children }: ErrorLogBoundaryProps) {
  const record = useRecordError();
  return (
    <Boundary record={record} resetKey={resetKey}>
      {children}
    </Boundary>
  );
}
