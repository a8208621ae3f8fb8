/** The ✕ at the end of a dialog's or drawer's title: closes it, says so to screen readers. */
import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

export function CloseButton({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  return <Button appearance="subtle" aria-label={LL.list.close()} icon={<DismissRegular />} onClick={onClose} />;
}
