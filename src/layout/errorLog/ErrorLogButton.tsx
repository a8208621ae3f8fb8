/**
 * The top bar's error log (docs/server.md): hidden while nothing is recorded; otherwise a bug button
 * with the count as a badge, opening a dialog that lists each entry's message, info, url and
 * stack, with 'Clear All'. Renders the error-log actor's snapshot and sends it CLEAR_ALL.
 *
 * The badge and the dialog (layoutOverlays) are imported once there is an entry: the button, its
 * name saying the count, shows at once, the badge a moment later. Closing the dialog gives focus
 * back to the button.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { Bug20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { useErrorLogSelector, useErrorLogSend } from '@/errorLog/errorLogContext';
import { useDeferredModule } from '../deferred/deferredModule';
import { layoutOverlays } from '../deferred/layoutOverlays';
import { focusBackWhenLost } from '../deferred/focusBack';

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  badge: { position: 'absolute', top: '-2px', insetInlineEnd: '-4px', pointerEvents: 'none' },
});

export function ErrorLogButton() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const logs = useErrorLogSelector((snapshot) => snapshot.context.logs);
  const send = useErrorLogSend();
  const parts = useDeferredModule(layoutOverlays);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const shown = logs.length > 0;
  useEffect(() => {
    if (shown) layoutOverlays.preload();
  }, [shown]);

  if (!shown) return null;
  const label = LL.errorLog.button({ count: logs.length });
  const close = () => {
    setOpen(false);
    focusBackWhenLost(button.current);
  };

  return (
    <span className={styles.trigger}>
      <Button
        ref={button}
        appearance="subtle"
        icon={<Bug20Regular />}
        aria-label={label}
        title={label}
        onClick={() => {
          setOpen(true);
          layoutOverlays.load().catch(() => setOpen(false));
        }}
      />
      {parts && (
        <>
          <parts.CounterBadge className={styles.badge} count={logs.length} size="small" color="danger" aria-hidden />
          <parts.ErrorLogDialog
            open={open}
            logs={logs}
            onClose={close}
            onClearAll={() => {
              send({ type: 'CLEAR_ALL' });
              setOpen(false);
            }}
          />
        </>
      )}
    </span>
  );
}
