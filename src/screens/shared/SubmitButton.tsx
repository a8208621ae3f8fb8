import { Button, Spinner } from '@fluentui/react-components';

/**
 * The form's primary button. While busy it stays focusable (disabledFocusable) so keyboard
 * users keep their place, and shows a spinner with the "…ing" label.
 */
export function SubmitButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button
      type="submit"
      appearance="primary"
      className={className}
      disabledFocusable={busy}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
