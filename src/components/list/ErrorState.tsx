/**
 * A list's (or any load's) error-with-retry state, apart from the empty and loading states
 * (ListStates.tsx) so that a screen showing only this one (the dashboard) loads no skeleton.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

/** A load that failed, with the reason and a retry; `title` names what failed (a list by default). */
export function ErrorState({
  message,
  onRetry,
  title,
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
  const { LL } = useI18nContext();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title ?? LL.list.errorTitle()}</MessageBarTitle>
        {message}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {LL.list.retry()}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
