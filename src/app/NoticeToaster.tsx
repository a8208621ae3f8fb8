/**
 * Shows what the notifier is asked to show (api errors for 5000 ms, docs/server.md, success messages)
 * as Fluent toasts. A lazy chunk (default export): the first page does not wait for it, and the
 * notifier keeps what is sent before it subscribes.
 */
import { useEffect } from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { subscribeNotices } from '@/api/notifier';

export function NoticeToaster() {
  const toasterId = useId('notices');
  const { dispatchToast } = useToastController(toasterId);
  const { LL } = useI18nContext();
  useEffect(
    () =>
      subscribeNotices((notice) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{notice.text}</ToastTitle>
            {notice.reference && <ToastBody>{LL.messages.errorReference({ id: notice.reference })}</ToastBody>}
          </Toast>,
          {
            intent: notice.intent,
            timeout: notice.timeout,
            politeness: notice.intent === 'error' ? 'assertive' : 'polite',
          },
        ),
      ),
    [dispatchToast, LL],
  );
  return <Toaster toasterId={toasterId} position="top" />;
}

export default NoticeToaster;
