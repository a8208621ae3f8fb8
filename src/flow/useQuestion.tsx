/**
 * A question asked in the middle of a submit (an unusual examined amount, say): `ask` shows the
 * confirmation dialog and resolves true on yes, false on no. Render `dialog` inside the dialog
 * that asked, so that the page behind is handed back when both close.
 */
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import type { FlowQuestion } from './flowQuestion';

interface Pending extends FlowQuestion {
  answer: (yes: boolean) => void;
}

export function useQuestion() {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (question: FlowQuestion) =>
      new Promise<boolean>((resolve) =>
        setPending({
          ...question,
          answer: (yes) => {
            setPending(null);
            resolve(yes);
          },
        }),
      ),
    [],
  );
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      text={pending?.text ?? ''}
      confirmLabel={pending?.confirmLabel ?? ''}
      onConfirm={() => pending?.answer(true)}
      onCancel={() => pending?.answer(false)}
    />
  );
  return { ask, dialog };
}
