/**
 * A feedback's screenshots: small thumbnails in its row, each a button that opens the preview
 * dialog, where Previous and Next (or the Left and Right arrow keys) go through the feedback's
 * screenshots and Escape or Close closes it. The images come from the signed addresses the list answered.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ScreenshotRef } from '@contracts/feedback.js';
import { ReadingDialog } from '@/components/list/ReadingDialog';

const useStyles = makeStyles({
  thumbs: { display: 'flex', gap: tokens.spacingHorizontalXS },
  thumb: {
    padding: 0,
    minWidth: 0,
    width: '36px',
    height: '48px',
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    background: tokens.colorNeutralBackground3,
    cursor: 'zoom-in',
  },
  thumbImage: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  surface: { maxWidth: 'min(720px, 95vw)' },
  nav: { display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  full: { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' },
});

export interface PreviewTarget {
  name: string;
  screenshots: readonly ScreenshotRef[];
  index: number;
}

export function ScreenshotThumbs({ name, screenshots, onOpen }: { name: string; screenshots: readonly ScreenshotRef[]; onOpen: (target: PreviewTarget) => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  // The preview gives focus back to the thumbnail it was opened from.
  const restoreFocus = useRestoreFocusTarget();
  if (screenshots.length === 0) return null;
  return (
    <div className={styles.thumbs}>
      {screenshots.map((shot, index) => (
        <button
          key={shot.key}
          type="button"
          className={styles.thumb}
          {...restoreFocus}
          aria-label={LL.feedbackDesk.openScreenshot({ n: index + 1, name })}
          onClick={() => onOpen({ name, screenshots, index })}
        >
          <img className={styles.thumbImage} src={shot.url} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}

/** The preview's state: which feedback's screenshots, at which one. */
export function useScreenshotPreview() {
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const move = useCallback((step: number) => setTarget((t) => t && { ...t, index: (t.index + step + t.screenshots.length) % t.screenshots.length }), []);
  return { target, open: setTarget, close, move };
}

export function ScreenshotPreviewDialog({ preview }: { preview: ReturnType<typeof useScreenshotPreview> }) {
  const { LL } = useI18nContext();
  const D = LL.feedbackDesk;
  const styles = useStyles();
  const { target } = preview;
  const shot = target?.screenshots[target.index];
  const several = (target?.screenshots.length ?? 0) > 1;
  // Left and Right go through the screenshots wherever focus is in the (modal) preview.
  const { move } = preview;
  const open = target !== null;
  useEffect(() => {
    if (!open || !several) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') move(-1);
      if (event.key === 'ArrowRight') move(1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, several, move]);
  return (
    <ReadingDialog
      open={target !== null && shot !== undefined}
      title={target ? D.previewTitle({ name: target.name, n: target.index + 1, count: target.screenshots.length }) : ''}
      onClose={preview.close}
      closeInTitle
      surfaceClassName={styles.surface}
    >
      {target && shot && (
        <div>
          <img className={styles.full} src={shot.url} alt={D.screenshotAlt({ n: target.index + 1, name: target.name })} />
          {several && (
            <div className={styles.nav}>
              <Button icon={<ChevronLeftRegular />} onClick={() => preview.move(-1)}>
                {D.previous()}
              </Button>
              <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => preview.move(1)}>
                {D.next()}
              </Button>
            </div>
          )}
        </div>
      )}
    </ReadingDialog>
  );
}
