/** A file the browser will not send (wrong type, too large, empty): why, and Remove. */
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Refusal } from './fileChecks';
import { refusalText } from './uploadText';
import { FileRowHead, useRowStyles } from './UploadRow';

export function RefusedRow({ file, refusal, onRemove }: { file: File; refusal: Refusal; onRemove: () => void }) {
  const { LL, locale } = useI18nContext();
  const U = LL.uploads;
  const styles = useRowStyles();
  return (
    <li className={styles.row} aria-label={file.name}>
      <FileRowHead file={file} status={U.refused()} />
      <Text role="alert" size={200} className={styles.error}>
        {refusalText(LL, locale, refusal)}
      </Text>
      <div className={styles.actions}>
        <Button size="small" icon={<DeleteRegular />} aria-label={U.fileAction({ action: U.remove(), name: file.name })} onClick={onRemove}>
          {U.remove()}
        </Button>
      </div>
    </li>
  );
}
