/**
 * The profile's two-step verification (docs/auth-protocol.md, "Two-step verification in the
 * browser"): the status read through the loader machine; off → "Turn on" shows the enrolment
 * (the sign-in's own components) and then the recovery codes; on → since when, the recovery codes
 * left, new codes and turning it off (not offered, with why, when the roles require it).
 */
import { useCallback, useState } from 'react';
import { Badge, Button, Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { ErrorState, LoadingState } from '@/components/list/ListStates';
import { useLoader } from '@/data/useLoader';
import { RecoveryCodesPanel } from '@/mfa/RecoveryCodesPanel';
import { failureText } from '@/screens/shared/messages';
import { formatDateTime } from '@/utils/localeFormat';
import { EnrolPanel } from './EnrolPanel';
import { RenewCodesDialog, TurnOffDialog } from './MfaDialogs';
import { apiMfaSection, type MfaSectionApi } from './mfaSectionApi';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  fact: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Mode = 'enrol' | 'renew' | 'off' | null;

export interface MfaSectionProps {
  username: string;
  /** The calls; stories and tests pass fixtures. */
  api?: MfaSectionApi;
}

export function MfaSection({ username, api = apiMfaSection }: MfaSectionProps) {
  const { LL, locale } = useI18nContext();
  const M = LL.mfa;
  const S = M.status;
  const styles = useStyles();
  const load = useCallback(() => api.status(), [api]);
  const status = useLoader(load);
  const [mode, setMode] = useState<Mode>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const done = (text: string, shown: string[] | null = null) => {
    setMode(null);
    setCodes(shown);
    setNotice(text);
    status.refresh();
  };
  const open = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };

  const data = status.data;
  let body;
  if (codes) {
    body = <RecoveryCodesPanel codes={codes} username={username} onContinue={() => setCodes(null)} />;
  } else if (mode === 'enrol') {
    body = <EnrolPanel api={api} onCancel={() => setMode(null)} onEnrolled={(shown) => done(S.turnedOn(), shown)} />;
  } else if (status.failed && status.error) {
    body = <ErrorState title={S.loadFailed()} message={failureText(LL, status.error)} onRetry={status.retry} />;
  } else if (data === null) {
    body = <LoadingState rows={2} />;
  } else if (!data.enabled) {
    body = (
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => open('enrol')}>
          {S.turnOn()}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <dl className={styles.facts}>
          <dt className={styles.muted}>{S.enabledSince()}</dt>
          <dd className={styles.fact}>{data.enabledAt ? formatDateTime(data.enabledAt, locale) : '—'}</dd>
          <dt className={styles.muted}>{S.codesLeft()}</dt>
          <dd className={styles.fact}>{data.recoveryCodesLeft}</dd>
        </dl>
        {data.required && <Text>{S.required()}</Text>}
        <div className={styles.actions}>
          <Button onClick={() => open('renew')}>{S.renew()}</Button>
          {!data.required && <Button onClick={() => open('off')}>{S.turnOff()}</Button>}
        </div>
      </>
    );
  }

  return (
    <Card>
      <CardHeader
        header={
          <Text as="h2" size={400} weight="semibold">
            {M.title()}
          </Text>
        }
        description={<Text className={styles.muted}>{S.hint()}</Text>}
        action={
          data ? (
            <Badge appearance="tint" color={data.enabled ? 'success' : 'informative'} shape="rounded">
              {data.enabled ? S.on() : S.off()}
            </Badge>
          ) : undefined
        }
      />
      {notice && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      {body}
      {mode === 'renew' && (
        <RenewCodesDialog api={api} onClose={() => setMode(null)} onRenewed={(shown) => done(S.renewed(), shown)} />
      )}
      {mode === 'off' && (
        <TurnOffDialog api={api} username={username} onClose={() => setMode(null)} onTurnedOff={() => done(S.turnedOff())} />
      )}
    </Card>
  );
}
