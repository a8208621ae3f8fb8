/**
 * Loads the Toaster (a lazy chunk with its portal and motion code) when the first notice is
 * sent, not on the first page; the notifier holds that notice until the Toaster subscribes.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenNoticesWait } from '@/api/notifier';

const NoticeToaster = lazy(() => import('./NoticeToaster'));

export function NoticeHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : whenNoticesWait(() => setWanted(true))), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeToaster />
    </Suspense>
  );
}
