/**
 * Where files are chosen: a "Choose files" button (the keyboard's and screen readers' way) opening
 * the browser's picker, inside a zone files can be dropped on. The picker's accept list only
 * narrows what it shows; the queue checks every file itself.
 */
import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { Button, Label, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FolderOpenRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  hint: { color: tokens.colorNeutralForeground3 },
  picker: { display: 'none' },
});

export interface FileDropZoneProps {
  label: string;
  /** The button's text ("Choose files"). */
  choose: string;
  /** "Drop files here, or choose them." */
  dropText: string;
  /** What is accepted, read with the zone. */
  hint: ReactNode;
  /** The picker's accept attribute (".apk,.zip"). */
  accept: string;
  multiple: boolean;
  /** Nothing can be chosen now (a single-file field still uploading): unavailable, still focusable. */
  unavailable: boolean;
  onFiles: (files: File[]) => void;
  /** The choose button, for the queue to bring focus back to it. */
  chooserRef?: Ref<HTMLButtonElement>;
}

export function FileDropZone({ label, choose, dropText, hint, accept, multiple, unavailable, onFiles, chooserRef }: FileDropZoneProps) {
  const styles = useStyles();
  const labelId = useId();
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = unavailable ? 'none' : 'copy';
    setOver(!unavailable);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!unavailable) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="upload-drop-zone"
    >
      <Label id={labelId}>{label}</Label>
      <Text>{dropText}</Text>
      <Button ref={chooserRef} icon={<FolderOpenRegular />} disabledFocusable={unavailable} onClick={() => picker.current?.click()}>
        {choose}
      </Button>
      <Text id={hintId} size={200} className={styles.hint}>
        {hint}
      </Text>
      <input
        ref={picker}
        type="file"
        accept={accept}
        multiple={multiple}
        className={styles.picker}
        tabIndex={-1}
        aria-hidden
        data-testid="upload-files"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // the same file may be chosen again
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
