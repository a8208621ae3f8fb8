/**
 * Said right after a group is generated: its keys are ready and should be downloaded now, since
 * the plain keys exist only in that one download. Focus comes here once the form has closed, on
 * the Download button, so the next step is one key press away.
 */
import { useEffect, useRef } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { CardGroupRecord } from '@contracts/cardKeys.js';
import { useCount } from '@/i18n/Count';
import { claimFocus } from '@/list/focusAfterSave';
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

export function FreshGroupNotice({ group, onDownload, onDismiss }: FreshGroupNoticeProps) {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const count = useCount();
  const download = useRef<HTMLButtonElement>(null);
  useEffect(() => claimFocus(() => download.current), [group.id]);
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
