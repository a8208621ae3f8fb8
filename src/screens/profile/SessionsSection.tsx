/**
 * The profile's sessions (docs/auth-protocol.md, "Sessions"): where the account is signed in now,
 * each with its device, address, sign-in and last use, "This device" on the current one; each
 * other session signs out with one click, all of them at once after a question. The list is read
 * through the loader machine and read again after every action; the actions run through the
 * record action machine (useAskedCall), which asks the question.
 */
import { useCallback, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { TranslationFunctions } from '@locales/i18n-types';
import type { SessionRecord } from '@contracts/sessions.js';
import { toFailure } from '@machines/failure.js';
import { sessionsApi, type SessionsApi } from '@/api/sessions';
import { EmptyState, ErrorState, LoadingState } from '@/components/list/ListStates';
import { useLoader } from '@/data/useLoader';
import { useAskedCall } from '@/flow/useAskedCall';
import { failureText } from '@/screens/shared/messages';
import { formatDateTime } from '@/utils/localeFormat';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  device: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
    color: tokens.colorNeutralForeground3,
  },
  fact: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', justifyContent: 'flex-end', paddingTop: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "Chrome on Windows", or as much of it as the user agent told. */
export function deviceName(LL: TranslationFunctions, session: Pick<SessionRecord, 'browser' | 'os'>): string {
  const S = LL.profile.sessions;
  if (session.browser && session.os) return S.device({ browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? S.unknownDevice();
}

type Action = { kind: 'one'; session: SessionRecord } | { kind: 'others' };
type Outcome = { ok: true; text: string } | { ok: false; text: string };

export interface SessionsSectionProps {
  /** The calls; stories and tests pass fixtures. */
  api?: SessionsApi;
}

export function SessionsSection({ api = sessionsApi }: SessionsSectionProps) {
  const { LL, locale } = useI18nContext();
  const styles = useStyles();
  const S = LL.profile.sessions;
  const load = useCallback(() => api.list(), [api]);
  const sessions = useLoader(load);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const asking = useAskedCall<Action>({
    run: (action) => (action.kind === 'one' ? api.end(action.session.id) : api.endOthers()),
    // One session signs out at once; all the others only after the question.
    question: (action) =>
      action.kind === 'others' ? { title: S.confirmTitle(), text: S.confirmText(), confirmLabel: S.confirmLabel() } : null,
    onFinished: (action, { ok, output, error }) => {
      if (!ok) setOutcome({ ok: false, text: S.failed({ message: failureText(LL, toFailure(error)) }) });
      else if (action.kind === 'one') setOutcome({ ok: true, text: S.signedOut({ device: deviceName(LL, action.session) }) });
      else setOutcome({ ok: true, text: S.signedOutOthers({ count: (output as { ended: number }).ended }) });
      sessions.refresh();
    },
  });
  // Sessions are named by text ids; the action machine's numeric record id says nothing here.
  const signOut = (session: SessionRecord) => {
    setOutcome(null);
    asking.ask({ kind: 'one', session }, { id: 0, name: deviceName(LL, session), event: 'SIGN_OUT' });
  };
  const signOutOthers = () => {
    setOutcome(null);
    asking.ask({ kind: 'others' }, { id: 0, name: S.signOutOthers(), event: 'SIGN_OUT_OTHERS' });
  };

  const list = sessions.data;
  const others = (list ?? []).filter((session) => !session.current).length;
  let body;
  if (sessions.failed && sessions.error) {
    body = <ErrorState title={S.loadFailed()} message={failureText(LL, sessions.error)} onRetry={sessions.retry} />;
  } else if (list === null) {
    body = <LoadingState rows={2} />;
  } else if (list.length === 0) {
    body = <EmptyState title={S.emptyTitle()} text={S.emptyText()} />;
  } else {
    body = (
      <ul className={styles.list} aria-label={S.list()} aria-busy={sessions.loading}>
        {list.map((session) => {
          const device = deviceName(LL, session);
          return (
            <li key={session.id} className={styles.item} aria-label={device}>
              <div className={styles.what}>
                <span className={styles.device}>
                  <Text weight="semibold">{device}</Text>
                  {session.current && (
                    <Badge appearance="tint" color="success" shape="rounded">
                      {S.thisDevice()}
                    </Badge>
                  )}
                </span>
                <dl className={styles.facts}>
                  <dt>{S.address()}</dt>
                  <dd className={styles.fact}>{session.clientAddress || S.unknownAddress()}</dd>
                  <dt>{S.signedIn()}</dt>
                  <dd className={styles.fact}>{formatDateTime(session.createdAt, locale)}</dd>
                  <dt>{S.lastUsed()}</dt>
                  <dd className={styles.fact}>{formatDateTime(session.lastUsedAt, locale)}</dd>
                </dl>
              </div>
              {!session.current && (
                <Button
                  icon={<SignOutRegular />}
                  disabled={asking.busy}
                  aria-label={S.signOutNamed({ device })}
                  onClick={() => signOut(session)}
                >
                  {S.signOut()}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader
        header={
          <Text as="h2" size={400} weight="semibold">
            {S.title()}
          </Text>
        }
        description={<Text className={styles.muted}>{S.hint()}</Text>}
      />
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      )}
      {body}
      {others > 0 && (
        <div className={styles.actions}>
          <Button appearance="primary" icon={<SignOutRegular />} disabled={asking.busy} onClick={signOutOthers}>
            {S.signOutOthers()}
          </Button>
        </div>
      )}
      {asking.dialog}
    </Card>
  );
}
