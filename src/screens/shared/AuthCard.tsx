/**
 * The frame of the public auth screens: a centred card with the screen's heading, the language
 * switcher (these screens are reached before any preference is saved) and the footer links.
 * Kept free of the app layout so the /login chunk stays small; the card is a plain section
 * drawn with Fluent's card tokens (Fluent's Card brings its focus management, ~6 kB gzip, which a
 * non-interactive frame does not need).
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '440px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
  },
  header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  subtitle: { color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <div className={styles.header}>
          <div className={styles.titles}>
            <Text as="h1" size={600} weight="semibold">
              {title}
            </Text>
            {subtitle ? <Text className={styles.subtitle}>{subtitle}</Text> : null}
          </div>
          <LanguageSwitcher />
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </main>
  );
}
