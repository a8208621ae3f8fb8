/** What a failed screen shows: the error in the user's language and a retry button. */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXL },
  retry: { marginTop: tokens.spacingVerticalS },
});

export default function BoundaryFallback({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{LL.errorLog.boundaryTitle()}</MessageBarTitle>
          {LL.errorLog.boundaryText()}
        </MessageBarBody>
      </MessageBar>
      <Button className={styles.retry} icon={<ArrowClockwise20Regular />} onClick={onRetry}>
        {LL.errorLog.retry()}
      </Button>
    </div>
  );
}

