/**
 * The top bar's inspector button: shown to ADMIN and AUDITOR only (anyone else opens the
 * inspector with `?inspect=1`); it opens and closes the panel that InspectorHost renders.
 */
import { Button } from '@fluentui/react-components';
import { Flowchart20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector } from '@/auth/authContext';
import { DeferredTooltip } from '@/layout/deferred/DeferredTooltip';
import { useControlSize } from '@/shell/size';
import { useInspectorOpen } from './InspectorHost';
import { canInspect, toggleInspector } from './panelState';

export function InspectorButton() {
  const { LL } = useI18nContext();
  const size = useControlSize();
  const allowed = useAuthSelector((snapshot) => canInspect(snapshot.context.roles));
  const open = useInspectorOpen();
  if (!allowed) return null;
  return (
    <DeferredTooltip content={LL.inspector.open()} relationship="label">
      <Button appearance="subtle" size={size} icon={<Flowchart20Regular />} aria-pressed={open} onClick={toggleInspector} />
    </DeferredTooltip>
  );
}
