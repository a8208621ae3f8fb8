/**
 * A dialog to read something in (an audit row's details, a config's content): its title, what
 * there is to read, and Close. Closing by Escape or outside the dialog works the same.
 */
import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { CloseButton } from './CloseButton';

export interface ReadingDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** A ✕ in the title besides the Close button. */
  closeInTitle?: boolean;
  surfaceClassName?: string;
  children: ReactNode;
}

export function ReadingDialog({ open, title, onClose, closeInTitle = false, surfaceClassName, children }: ReadingDialogProps) {
  const { LL } = useI18nContext();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={surfaceClassName}>
        <DialogBody>
          <DialogTitle {...(closeInTitle && { action: <CloseButton onClose={onClose} /> })}>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance={closeInTitle ? 'secondary' : 'primary'} onClick={onClose}>
              {LL.list.close()}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
