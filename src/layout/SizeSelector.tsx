/**
 * The size selector's button (docs/routes.md): its menu and tooltip (SizeMenu, see there for what
 * a choice does) are imported on the first intent on it (DeferredMenu). See src/shell/size.ts for
 * the mapping to Fluent sizes.
 */
import { Button } from '@fluentui/react-components';
import { TextFontSize20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { useControlSize } from '@/shell/size';
import { DeferredMenu } from './deferred/DeferredMenu';
import { layoutOverlays } from './deferred/layoutOverlays';

export function SizeSelector() {
  const { LL } = useI18nContext();
  const control = useControlSize();
  return (
    <DeferredMenu
      deferred={layoutOverlays}
      label={LL.shell.size()}
      trigger={<Button appearance="subtle" size={control} icon={<TextFontSize20Regular />} data-testid="size-selector" />}
    >
      {({ SizeMenu }, slot, openAtOnce) => <SizeMenu triggerSlot={slot} openAtOnce={openAtOnce} />}
    </DeferredMenu>
  );
}
