/**
 * The version a track's apps get now, read on its own (the list pages through every version, so
 * the active one may be on another page), and read again after an activation or a withdrawal.
 */
import { useCallback } from 'react';
import { Text } from '@fluentui/react-components';
import type { ReleaseRecord } from '@contracts/release.js';
import type { ReleaseListContract } from '@contracts/resources/releases.js';
import type { ResourceApi } from '@/api/resources';
import { useLoader } from '@/data/useLoader';

export function useActiveRelease(records: ResourceApi<ReleaseListContract>) {
  const load = useCallback(
    async (): Promise<ReleaseRecord | null> => (await records.query({ status: 'active', page: 1, size: 1 })).records[0] ?? null,
    [records],
  );
  const { data, loading, failed, refresh } = useLoader(load);
  // While it is read again, the version shown stays.
  return { active: data, known: !failed && (!loading || data !== null), refresh };
}

/** "Current version: 1.1.0", or that none is active; nothing until it is known. */
export function ActiveReleaseLine({
  active,
  known,
  current,
  none,
}: {
  active: ReleaseRecord | null;
  known: boolean;
  current: (version: string) => string;
  none: string;
}) {
  if (!known) return null;
  return (
    <Text as="p" weight="semibold">
      {active ? current(active.versionName) : none}
    </Text>
  );
}
