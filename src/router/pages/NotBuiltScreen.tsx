/** Stands in for a screen a later issue builds: the route's title and "not built yet". */
import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { routeTitle } from '@/i18n/routeTitle';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
  text: { color: tokens.colorNeutralForeground2 },
});

export interface NotBuiltScreenProps {
  titleKey: string;
}

export default function NotBuiltScreen({ titleKey }: NotBuiltScreenProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="not-built-title">
      <Title2 as="h1" id="not-built-title">
        {routeTitle(LL, titleKey)}
      </Title2>
      <Text className={styles.text}>{LL.common.notBuiltYet()}</Text>
    </section>
  );
}
