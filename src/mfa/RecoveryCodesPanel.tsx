/**
 * The ten recovery codes, shown once after an enrolment or a renewal: copy, download as .txt, and
 * "I have saved these codes" before going on.
 */
import { useState } from 'react';
import { Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { saveBlob } from '@/utils/saveBlob';
import { useCopy } from './useCopy';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12ch, 1fr))',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    listStyle: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** Named in the downloaded file, so the codes are found again. */
  username: string;
  onContinue: () => void;
}

export function RecoveryCodesPanel({ codes, username, onContinue }: RecoveryCodesPanelProps) {
  const { LL } = useI18nContext();
  const M = LL.mfa;
  const styles = useStyles();
  const copying = useCopy();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const body = `${M.codesFileTitle()}${username ? ` (${username})` : ''}\n\n${text}\n`;
    saveBlob(new Blob([body], { type: 'text/plain;charset=utf-8' }), `rocket-script-recovery-codes${username ? `-${username}` : ''}.txt`);
  };

  return (
    <section className={styles.panel} aria-labelledby="mfa-codes-title">
      <Text as="h2" id="mfa-codes-title" size={400} weight="semibold">
        {M.codesTitle()}
      </Text>
      <Text>{M.codesHint()}</Text>
      <ul className={styles.codes} aria-label={M.codesList()}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {copying.available && (
          <Button icon={<CopyRegular />} onClick={() => copying.copy(text)}>
            {copying.copied(text) ? M.copied() : M.copyCodes()}
          </Button>
        )}
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          {M.downloadCodes()}
        </Button>
      </div>
      <Checkbox label={M.codesSaved()} checked={saved} onChange={(_, data) => setSaved(data.checked === true)} />
      <Button appearance="primary" disabled={!saved} onClick={onContinue}>
        {M.continue()}
      </Button>
    </section>
  );
}
