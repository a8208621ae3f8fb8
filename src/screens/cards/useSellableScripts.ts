/**
 * The scripts a user may sell keys for, as choices (the generation form's script, the lists'
 * script filter): every script for ADMIN, a CREATOR's own (the scripts list asked for their
 * `ownerId`, which the server scopes to them anyway), by name. Each says whether keys may be
 * sold for it now (shown or hidden, not a draft, in review or retired): the form offers only
 * those, the filters every one (a retired script's groups stay findable).
 */
import { useMemo } from 'react';
import type { ScriptRecord } from '@contracts/script.js';
import type { ListQueryState } from '@machines/list.machine.js';
import { useChoices, type ChoicesSource } from '@/list/useChoices';
import { isSellableScriptStatus } from '@contracts/cardKeyKinds.js';
import type { CardScope } from './cardScreens';

export type ScriptOption = { value: string; label: string; sellable: boolean };

export function useSellableScripts(scripts: ChoicesSource<ScriptRecord>, scope: CardScope, userId: number): ScriptOption[] {
  const query = useMemo<ListQueryState>(
    () => {
      const filters: Record<string, string> = scope === 'own' ? { ownerId: String(userId) } : {};
      return { page: 1, size: 200, sort: 'scriptName,asc', filters };
    },
    [scope, userId],
  );
  const records = useChoices(scripts, query).records;
  return useMemo(
    () =>
      records
        .filter((script) => scope === 'all' || script.ownerId === userId)
        .map((script) => ({ value: String(script.id), label: script.scriptName, sellable: isSellableScriptStatus(script.status) })),
    [records, scope, userId],
  );
}
