/**
 * The highest version number of a track (docs/releases.md: a new one must be above it, whatever
 * that version's status): the first row of its list by version, highest first. 0 for an empty
 * track; null while unknown (the server checks anyway).
 */
import { useCallback } from 'react';
import type { ReleaseListContract } from '@contracts/resources/releases.js';
import type { QueryParams, ResourceApi } from '@/api/resources';
import { useLoader } from '@/data/useLoader';

/** `filters`: the track within the list (a script's APK: `{ scriptId, kind }`); stable by value. */
export function useHighestVersion(records: ResourceApi<ReleaseListContract>, filters: QueryParams = {}) {
  const filtersKey = JSON.stringify(filters);
  const load = useCallback(async (): Promise<number> => {
    const params = { ...(JSON.parse(filtersKey) as QueryParams), sort: 'versionCode,desc', page: 1, size: 1 };
    return (await records.query(params)).records[0]?.versionCode ?? 0;
  }, [records, filtersKey]);
  const { data, refresh } = useLoader(load);
  return { highest: data, refresh };
}
