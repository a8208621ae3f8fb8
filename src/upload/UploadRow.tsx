/**
 * One file of the upload queue, running its own upload machine: name and size, the progress bar
 * with its percentage, speed and time left, the checksum as it is computed, what the row is doing,
 * why it failed, and Pause, Resume, Retry, Cancel or Remove as the state allows. An upload cut off
 * by a lost connection goes on by itself when the browser is back online. A file the server
 * refused for good (too large, wrong content) offers only Remove.
 *
 * A finished upload its form holds (`registrationHeld`) reads "Uploaded, not saved yet" and may be
 * cancelled. If the row goes before its upload was sent (another file, the dialog closed, the page
 * left after "Discard"), the upload is deleted on the server at once instead of waiting a day to
 * expire.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DeleteRegular, DismissRegular, DocumentRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { useInspectedActor } from '@/inspector/useInspectedActor';
import { formatBytes } from '@/utils/localeFormat';
import { TUS_ENDPOINT, type UploadPurpose } from './tusUpload';
import { uploadLogicFor, type RegisterUpload, type UploadEffects } from './uploadLogic';
import { failureText, percentOf, progressText } from './uploadText';
import { phaseOf, type RowPhase } from './rowPhase';

export const useRowStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { overflowWrap: 'anywhere', flexGrow: 1 },
  quiet: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A row's first line: the file's name and size, and what the row is doing (announced as it changes). */
export function FileRowHead({ file, status }: { file: File; status: string }) {
  const { locale } = useI18nContext();
  const styles = useRowStyles();
  return (
    <div className={styles.head}>
      <DocumentRegular aria-hidden />
      <Text weight="semibold" className={styles.name}>
        {file.name}
      </Text>
      <Text size={200} className={styles.quiet}>
        {formatBytes(file.size, locale)}
      </Text>
      <Text size={200} role="status">
        {status}
      </Text>
    </div>
  );
}

export interface UploadRowProps {
  file: File;
  purpose: UploadPurpose;
  register: RegisterUpload;
  effects: UploadEffects;
  /** The queue has a free place: a waiting row starts. */
  canStart: boolean;
  /** The "add" call's promise is only held (by a form not yet saved), nothing is being sent. */
  registrationHeld?: boolean;
  onPhase: (phase: RowPhase) => void;
  onRegistered?: (file: File, result: unknown) => void;
  onRemove: () => void;
}

export function UploadRow(props: UploadRowProps) {
  const { file, purpose, register, effects, canStart, registrationHeld = false, onPhase, onRegistered, onRemove } = props;
  const { LL, locale } = useI18nContext();
  const U = LL.uploads;
  const styles = useRowStyles();
  // The latest callbacks, so the machine made once per file calls the current ones.
  const callbacks = useRef({ register, onPhase, onRegistered });
  useEffect(() => {
    callbacks.current = { register, onPhase, onRegistered };
  });
  const [logic] = useState(() =>
    uploadLogicFor(file, purpose, (chosen, ids, signal) => callbacks.current.register(chosen, ids, signal), effects),
  );
  const [snapshot, send] = useInspectedActor(logic, { input: { bytesTotal: file.size } });
  const phase = phaseOf(snapshot);
  const context = snapshot.context;
  const held = registrationHeld && snapshot.matches('registering');

  // Read when the row goes: an upload left behind unsent (on its way, paused, failed, or held for
  // a form) is deleted; one being sent, done, cancelled or refused (the server dropped it), never.
  // A reload or a closed tab unmounts nothing, so those stay resumable (docs/browser.md).
  const sentOrGone =
    ['done', 'cancelled', 'cancelling', 'refused'].some((state) => snapshot.matches(state as 'done')) || (snapshot.matches('registering') && !held);
  const leaving = useRef({ unsent: false, url: null as string | null, discard: effects.discard });
  useEffect(() => {
    const url = context.uploadUrl ?? (context.uploadId ? `${TUS_ENDPOINT}/${context.uploadId}` : null);
    leaving.current = { unsent: !sentOrGone, url, discard: effects.discard };
  });
  useEffect(
    () => () => {
      const { unsent, url, discard } = leaving.current;
      // Not deleted now (offline): it expires on the server within a day.
      if (unsent && url) void discard(url).catch(() => {});
    },
    [],
  );

  useEffect(() => {
    if (canStart && phase === 'waiting') send({ type: 'START' });
  }, [canStart, phase, send]);
  useEffect(() => callbacks.current.onPhase(phase), [phase]);
  // A dropped connection (no answer, after tus's own retries) resumes by itself once the browser
  // is back online; Retry stays for the impatient. tus does not retry while the browser is offline.
  const lostConnection = phase === 'failed' && context.failedIn === 'upload' && context.error?.status === 0;
  useEffect(() => {
    if (!lostConnection) return;
    const resume = () => send({ type: 'RETRY' });
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [lostConnection, send]);
  const reported = useRef(false);
  useEffect(() => {
    if (phase !== 'done' || reported.current) return;
    reported.current = true;
    callbacks.current.onRegistered?.(file, snapshot.output);
  }, [phase, file, snapshot.output]);

  const words = {
    idle: U.waiting(),
    working: U.uploading(),
    paused: U.paused(),
    registering: held ? U.readyToSave() : U.registering(),
    failed: U.failed(),
    refused: U.refused(),
    cancelling: U.cancelling(),
    cancelled: U.cancelled(),
    done: U.done(),
  };
  const state = (typeof snapshot.value === 'string' ? snapshot.value : 'working') as keyof typeof words;
  const percent = percentOf(context.bytesSent, context.bytesTotal);
  const hashing = snapshot.matches({ working: { hashing: 'running' } }) || (context.md5 === null && context.hashedBytes > 0);
  const action = (label: string) => U.fileAction({ action: label, name: file.name });
  const ended = phase === 'done' || phase === 'cancelled' || phase === 'refused';
  const failed = phase === 'failed' || phase === 'refused';

  // One place for the first button whatever it says (Pause, Resume, Retry, Remove), so focus stays on it.
  const primary =
    phase === 'active' && snapshot.matches('working')
      ? { label: U.pause(), icon: <PauseRegular />, run: () => send({ type: 'PAUSE' }) }
      : phase === 'paused'
        ? { label: U.resume(), icon: <PlayRegular />, run: () => send({ type: 'RESUME' }) }
        : phase === 'failed'
          ? { label: U.retry(), icon: <ArrowClockwiseRegular />, run: () => send({ type: 'RETRY' }) }
          : ended
            ? { label: U.remove(), icon: <DeleteRegular />, run: onRemove }
            : null;

  // Cancel goes once the row has ended: if it had focus, Remove (in the first place) takes it, or
  // focus dropped to the page would be handed to what opened the dialog (docs/decisions.md,
  // "Focus stays in a dialog"). A layout effect, before Fluent's restore-focus looks.
  const primaryRef = useRef<HTMLButtonElement>(null);
  const cancelHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!ended || !cancelHadFocus.current) return;
    cancelHadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) primaryRef.current?.focus();
  }, [ended]);

  return (
    <li className={styles.row} aria-label={file.name}>
      <FileRowHead file={file} status={words[state]} />
      {phase !== 'cancelled' && (
        <>
          <ProgressBar
            value={context.bytesTotal > 0 ? context.bytesSent / context.bytesTotal : 0}
            thickness="large"
            color={failed ? 'error' : phase === 'done' ? 'success' : 'brand'}
            aria-label={U.progressOf({ name: file.name })}
            aria-valuetext={`${percent}%`}
          />
          <Text size={200}>
            {`${U.percent({ percent })} · ${progressText(LL, locale, context)}`}
          </Text>
          <Text size={200} className={styles.quiet}>
            {hashing ? U.hashing({ percent: percentOf(context.hashedBytes, context.bytesTotal) }) : context.md5 ? U.md5({ md5: context.md5 }) : ''}
          </Text>
        </>
      )}
      {failed && context.error && (
        <Text role="alert" size={200} className={styles.error}>
          {failureText(LL, context.error, context.failedIn)}
        </Text>
      )}
      <div className={styles.actions}>
        {primary && (
          <Button key="primary" ref={primaryRef} size="small" icon={primary.icon} aria-label={action(primary.label)} onClick={primary.run}>
            {primary.label}
          </Button>
        )}
        {!ended && (
          <Button
            key="cancel"
            size="small"
            icon={<DismissRegular />}
            aria-label={action(U.cancel())}
            // Unavailable but focusable while the server is asked, so focus does not drop.
            disabledFocusable={phase === 'active' && !snapshot.matches('working') && !held}
            onClick={() => send({ type: 'CANCEL' })}
            onFocus={() => (cancelHadFocus.current = true)}
            // Not on its removal (Chromium blurs a removed button): only when focus went elsewhere.
            onBlur={(event) => {
              if (event.relatedTarget) cancelHadFocus.current = false;
            }}
          >
            {U.cancel()}
          </Button>
        )}
      </div>
    </li>
  );
}
