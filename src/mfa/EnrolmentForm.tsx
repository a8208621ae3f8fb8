/**
 * Enrolment: what to do, the QR code (the server's SVG, so the browser carries no QR library),
 * the secret as text with a copy button for typing it by hand, and the first code that confirms
 * it. The sign-in (when a role requires the step) and the profile's "Turn on" both show it.
 */
import { useState, type FormEvent } from 'react';
import { Button, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { MfaEnrolStart } from '@contracts/mfa.js';
import { FormError } from '@/screens/shared/FormError';
import { useFormStyles } from '@/screens/shared/formStyles';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { CodeField } from './CodeField';
import { useCopy } from './useCopy';
import { useDemoCode } from './useDemoCode';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  qr: {
    display: 'block',
    width: '200px',
    maxWidth: '100%',
    aspectRatio: '1',
    alignSelf: 'center',
    // A QR code needs its light margin whatever the theme.
    backgroundColor: '#ffffff',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  secret: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  key: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', userSelect: 'all', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The key in groups of four, as authenticators show and people type it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface EnrolmentFormProps {
  /** Null while the server makes the secret. */
  enrolment: MfaEnrolStart | null;
  busy: boolean;
  error: string | null;
  onCode: (code: string) => void;
  onCancel: () => void;
  /** Said first when a role requires the step to finish signing in. */
  intro?: string;
  /** Demo mode only: the current code of the key being set up. */
  demoCode?: () => Promise<string>;
}

export function EnrolmentForm({ enrolment, busy, error, onCode, onCancel, intro, demoCode }: EnrolmentFormProps) {
  const { LL } = useI18nContext();
  const M = LL.mfa;
  const form = useFormStyles();
  const styles = useStyles();
  const copying = useCopy();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const demo = useDemoCode(demoCode, setCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!code.trim() || busy || !enrolment) return;
    onCode(code.trim());
  };

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={M.enrolTitle()} aria-busy={busy}>
      {intro && <Text>{intro}</Text>}
      <Text className={styles.muted}>{M.enrolHint()}</Text>
      <FormError text={error ?? demo.problem} />
      {enrolment ? (
        <>
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} alt={M.qrAlt()} />
          <Field label={M.secretLabel()}>
            <span className={styles.secret}>
              <code className={styles.key}>
                {groupedSecret(enrolment.secret)}
              </code>
              {copying.available && (
                <Button size="small" icon={<CopyRegular />} onClick={() => copying.copy(enrolment.secret)}>
                  {copying.copied(enrolment.secret) ? M.copied() : M.copyKey()}
                </Button>
              )}
            </span>
          </Field>
          <CodeField
            label={M.codeLabel()}
            hint={M.codeHint()}
            value={code}
            onChange={setCode}
            error={attempted && !code.trim() ? M.codeRequired() : undefined}
          />
          {demo.offered && (
            <div className={styles.actions}>
              <Button onClick={demo.show}>{M.demoCode()}</Button>
            </div>
          )}
        </>
      ) : (
        <Spinner size="small" label={M.enrolPreparing()} />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={busy && !!enrolment} label={M.confirm()} busyLabel={M.confirming()} />
        <Button appearance="subtle" onClick={onCancel}>
          {M.cancel()}
        </Button>
      </div>
    </form>
  );
}
