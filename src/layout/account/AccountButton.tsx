/**
 * The top bar's account button: the user's picture and name, at once; its menu (AccountMenu) is
 * imported on the first intent (DeferredMenu, layoutOverlays), and a press before then opens it
 * once it is in.
 */
import { Button, makeStyles, Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useControlSize } from '@/shell/size';
import { DeferredMenu } from '../deferred/DeferredMenu';
import { layoutOverlays } from '../deferred/layoutOverlays';
import { AccountAvatar } from './AccountAvatar';

const useStyles = makeStyles({ name: { '@media (max-width: 600px)': { display: 'none' } } });

export function AccountButton() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const size = useControlSize();
  const { user } = useCurrentUser();
  const name = user?.name || user?.username || '';
  const trigger = (
    <Button
      appearance="subtle"
      size={size}
      // The visible name first (WCAG 2.5.3, label in name), then what the button opens.
      aria-label={`${name}, ${LL.navbar.account()}`}
      icon={<AccountAvatar src={user?.avatar || undefined} />}
    >
      <Text className={styles.name}>{name}</Text>
    </Button>
  );
  return (
    <DeferredMenu deferred={layoutOverlays} trigger={trigger}>
      {({ AccountMenu }, slot, openAtOnce) => (
        <AccountMenu triggerSlot={slot} openAtOnce={openAtOnce} />
      )}
    </DeferredMenu>
  );
}
