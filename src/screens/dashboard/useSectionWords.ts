/**
 * The words the dashboard's sections name beyond its area's strings: once the summary is in, the
 * namespaces naming the statuses of the flows it shows (the latest changes' records, the scripts'
 * visibility for an operator) and, for an operator's script changes, the changed fields' names
 * load, and the sections render with them. Every flow's dictionary up front weighed ~7 kB gzip on
 * the first screen after sign-in (docs/browser.md).
 */
import { useEffect, useState } from 'react';
import type { DashboardSummary } from '@contracts/dashboard.js';
import type { Namespaces } from '@locales/i18n-types';
import { statusNamespaces } from '@/history/statusLabels';
import { loadNamespaces } from '@/i18n/namespaceLoading';

function namespacesShown(data: DashboardSummary): Namespaces[] {
  const entities = [...(data.recent ?? []).map((row) => row.entity), ...(data.operate ? ['script'] : [])];
  return [...statusNamespaces(entities), ...(data.operate ? (['auditField'] as const) : [])];
}

/** True once the words `data` names can be read (at once when it names none to load). */
export function useSectionWords(data: DashboardSummary | null): boolean {
  const [ready, setReady] = useState<DashboardSummary | null>(null);
  useEffect(() => {
    if (!data) return;
    let live = true;
    void loadNamespaces(namespacesShown(data)).then(() => {
      if (live) setReady(data);
    });
    return () => {
      live = false;
    };
  }, [data]);
  return !!data && ready === data;
}
