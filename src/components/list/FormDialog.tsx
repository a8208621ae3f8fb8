/**
 * A form in a dialog, driven by the form machine's snapshot: title, the fields (children),
 * Save and Cancel, the form-level error, and the unsaved-changes question when a changed form
 * is closed (Escape, the close button, Cancel).
 */
import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  useRestoreFocusTarget,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { CloseButton } from './CloseButton';

export interface FormDialogProps {
  open: boolean;
  title: string;
  busy?: boolean;
  /** A problem that belongs to no field, translated. */
  formError?: string | null;
  /** The unsaved-changes question is showing. */
  confirmingClose?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
  /** The submit button's words when "Save" is not what it does (e.g. "Download again"). */
  submitLabel?: string;
  children: ReactNode;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function FormDialog(props: FormDialogProps) {
  const {
    open,
    title,
    busy = false,
    formError,
    confirmingClose = false,
    onSubmit,
    onClose,
    onDiscard,
    onKeepEditing,
    submitLabel,
    children,
  } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const restoreFocus = useRestoreFocusTarget();
  const keepEditing = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // The question takes focus as it appears and gives it back as it goes (Keep editing): the button
  // pressed is disabled or removed there, and focus dropped to the page would be handed, from the
  // keyboard, to the dialog's opener behind it (docs/decisions.md, "Focus stays in a dialog").
  // A layout effect, so focus is placed before Fluent's restore-focus looks.
  const beforeQuestion = useRef<HTMLElement | null>(null);
  const asked = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (confirmingClose) {
      asked.current = true;
      beforeQuestion.current = active instanceof HTMLElement && active !== cancel.current ? active : null;
      keepEditing.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      const dropped = !active || active === document.body || !active.isConnected;
      if (open && dropped) (beforeQuestion.current?.isConnected ? beforeQuestion.current : cancel.current)?.focus();
    }
  }, [confirmingClose, open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-busy={busy}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle
              action={<CloseButton onClose={onClose} />}
            >
              {title}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {formError && (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              {children}
              {confirmingClose && (
                <MessageBar intent="warning" layout="multiline" role="alert">
                  <MessageBarBody>
                    <MessageBarTitle>{LL.list.unsavedTitle()}</MessageBarTitle>
                    {LL.list.unsavedText()}
                  </MessageBarBody>
                  <MessageBarActions>
                    <Button onClick={onDiscard}>{LL.list.discard()}</Button>
                    <Button ref={keepEditing} appearance="primary" onClick={onKeepEditing}>
                      {LL.list.keepEditing()}
                    </Button>
                  </MessageBarActions>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button ref={cancel} appearance="secondary" onClick={onClose} disabled={confirmingClose}>
                {LL.list.cancel()}
              </Button>
              {/* A question asked on saving (an unusual amount) gives focus back here, inside the dialog.
                  While saving it stays focusable (not disabled): a disabled button drops focus to the
                  page, and the dialog could then not hand it back to what opened it. */}
              <Button
                type="submit"
                appearance="primary"
                disabled={confirmingClose}
                disabledFocusable={busy && !confirmingClose}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                {...restoreFocus}
              >
                {busy ? LL.list.saving() : (submitLabel ?? LL.list.save())}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
