/**
 * The "Recommendation order" button of a catalogue screen and its dialog (ScriptOrderDialog.tsx),
 * for users who may set the order (scriptRights.ts). The dialog, and @dnd-kit with it, is loaded
 * when it first opens: neither weighs on the catalogue's first paint. Saving reads the list again.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptApi } from '@/api/scripts';
import type { ListControls } from '@/components/list/ResourceListView';

const ScriptOrderDialog = lazy(() => import('./ScriptOrderDialog'));

export function useScriptOrderAction(api: ScriptApi, enabled: boolean) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const restoreFocus = useRestoreFocusTarget();
  const button = enabled ? (
    <Button icon={<ArrowSortRegular />} onClick={() => setOpen(true)} {...restoreFocus}>
      {LL.script.order.open()}
    </Button>
  ) : null;
  const dialog = (list: Pick<ListControls, 'refresh'>) =>
    open ? (
      <Suspense fallback={null}>
        <ScriptOrderDialog api={api} onClose={() => setOpen(false)} onSaved={list.refresh} />
      </Suspense>
    ) : null;
  return { button, dialog };
}
