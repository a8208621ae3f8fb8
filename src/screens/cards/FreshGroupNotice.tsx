/**
 * Said right after a group is generated: its keys are ready and should be downloaded now, since
 * the plain keys exist only in that one download. Focus comes here once the form has closed, on
 * the Download button, so the next step is one key press away.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { CardGroupRecord } from '@contracts/cardKeys.js';
import { useCount } from '@/i18n/Count';
import { groupNameOf } from './cardNames';

export interface FreshGroupNoticeProps {
  group: CardGroupRecord;
  /**
   * The group's Download keys action (asked first, as from its row), given where focus may be
   * taken from to the group's row afterwards: this notice goes once the keys are saved.
   */
  onDownload: (from: Element) => void;
  onDismiss: () => void;
}

const STEP_MS = 50;
/** How long after the form has gone focus is still brought here (Fluent gives it to Generate keys first). */
const SETTLE_MS = 1000;
const DIALOG = '[role="dialog"],[role="alertdialog"]';

/**
 * Focus on `target` once the form's dialog has gone, and kept there for a moment against the
 * dialog's own restoring, which gives it back to its opener; a key pressed or a click ends it.
 */
function claimFocus(target: RefObject<HTMLElement | null>): () => void {
  let settled = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const step = () => {
    if (!document.querySelector(DIALOG)) {
      if (target.current && document.activeElement !== target.current) target.current.focus();
      settled += STEP_MS;
    }
    if (settled < SETTLE_MS) timer = setTimeout(step, STEP_MS);
    else stop();
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  timer = setTimeout(step, 0);
  return stop;
}

export function FreshGroupNotice({ group, onDownload, onDismiss }: FreshGroupNoticeProps) {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const count = useCount();
  const download = useRef<HTMLButtonElement>(null);
  useEffect(() => claimFocus(download), [group.id]);
  return (
    <MessageBar intent="success" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{C.freshTitle()}</MessageBarTitle>
        {C.freshText({ count: count(group.cardNum), name: groupNameOf(LL, group) })}
      </MessageBarBody>
      <MessageBarActions>
        <Button ref={download} appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => onDownload(download.current?.closest('main') ?? document.body)}>
          {C.download()}
        </Button>
        <Button onClick={onDismiss}>{C.dismiss()}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
