/** The problem of a form as a whole, announced to screen readers when it appears. */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
