/** Downloads the CSV export of the current filter (every matching row, streamed by the server). */
import { useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { notify } from '@/api/notifier';
import { saveBlob } from '@/api/resources';

export interface ExportButtonProps {
  /** The export call for the current filter. */
  onExport: () => Promise<Blob>;
  fileName: string;
  /** Where the file goes; the browser download by default (stories and tests pass their own). */
  save?: (blob: Blob, fileName: string) => void;
}

export function ExportButton({ onExport, fileName, save = saveBlob }: ExportButtonProps) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      save(await onExport(), fileName);
    } catch {
      notify('error', LL.list.exportFailed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={busy}
      onClick={() => void run()}
    >
      {LL.list.exportCsv()}
    </Button>
  );
}
