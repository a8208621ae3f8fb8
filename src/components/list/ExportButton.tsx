/**
 * Export of the current filter (every matching row, streamed by the server), in two ways: the CSV
 * as the user sees the list (the visible columns in their order, translated, local times) or the
 * raw data for machines (record keys, codes, UTC times). The file is named after the screen and
 * the user's local date: `statistics-2026-11-23.csv`.
 */
import { useState } from 'react';
import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  SplitButton,
  type MenuButtonProps,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { notify } from '@/api/notifier';
import { saveBlob } from '@/api/resources';

export type ExportKind = 'shown' | 'raw';

export interface ExportButtonProps {
  /** The export call for the current filter. */
  onExport: (kind: ExportKind) => Promise<Blob>;
  /** The screen's name in file names (`statistics`). */
  fileBase: string;
  /** Where the file goes; the browser download by default (stories and tests pass their own). */
  save?: (blob: Blob, fileName: string) => void;
}

/** `<base>-<local date>.csv` (the raw data: `<base>-<date>-data.csv`). */
export function exportFileName(base: string, kind: ExportKind, now = new Date()): string {
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${base}-${date}${kind === 'raw' ? '-data' : ''}.csv`;
}

export function ExportButton({ onExport, fileBase, save = saveBlob }: ExportButtonProps) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const run = async (kind: ExportKind) => {
    setBusy(true);
    try {
      save(await onExport(kind), exportFileName(fileBase, kind));
    } catch {
      notify('error', LL.list.exportFailed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        {(triggerProps: MenuButtonProps) => (
          <SplitButton
            menuButton={{ ...triggerProps, 'aria-label': LL.list.exportMenu() }}
            primaryActionButton={{ onClick: () => void run('shown'), disabled: busy }}
            icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
            disabled={busy}
          >
            {LL.list.exportCsv()}
          </SplitButton>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ArrowDownloadRegular />} title={LL.list.exportShownHint()} onClick={() => void run('shown')}>
            {LL.list.exportShown()}
          </MenuItem>
          <MenuItem icon={<DocumentTableRegular />} title={LL.list.exportRawHint()} onClick={() => void run('raw')}>
            {LL.list.exportRaw()}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
