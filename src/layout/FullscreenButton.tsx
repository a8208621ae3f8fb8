/**
 * The fullscreen toggle (docs/routes.md) on the Fullscreen API; where the browser has none (or forbids
 * it) it warns 'you browser can not work' (a fixed message, translated: docs/auth-protocol.md).
 */
import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { FullScreenMaximize20Regular, FullScreenMinimize20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { notify } from '@/api/notifier';
import { useControlSize } from '@/shell/size';
import { DeferredTooltip } from './deferred/DeferredTooltip';

export function fullscreenSupported(doc: Document = document): boolean {
  return doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function';
}

export function FullscreenButton() {
  const { LL } = useI18nContext();
  const size = useControlSize();
  const [active, setActive] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = async () => {
    if (!fullscreenSupported()) {
      notify('warning', LL.messages.browserUnsupported());
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      notify('warning', LL.messages.browserUnsupported());
    }
  };

  const label = active ? LL.shell.exitFullscreen() : LL.shell.fullscreen();
  return (
    <DeferredTooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        size={size}
        icon={active ? <FullScreenMinimize20Regular /> : <FullScreenMaximize20Regular />}
        aria-pressed={active}
        onClick={() => void toggle()}
      />
    </DeferredTooltip>
  );
}
