/** The shared look of the 401 and 404 pages: code, title, explanation and ways out. */
import type { ReactNode } from 'react';
import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    minHeight: '60vh',
    padding: tokens.spacingHorizontalXXL,
  },
  code: {
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  text: { maxWidth: '36em', color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    justifyContent: 'center',
  },
});

export interface ErrorPageProps {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
}

export function ErrorPage({ code, title, text, actions }: ErrorPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="error-page-title">
      <div className={styles.code} aria-hidden="true">
        {code}
      </div>
      <Title1 as="h1" id="error-page-title">
        {title}
      </Title1>
      <Text as="p" className={styles.text}>
        {text}
      </Text>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
