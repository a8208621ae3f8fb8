/**
 * RESUBMIT: the owner reads why their config was rejected and may correct its content, which
 * the form loads whole (getConfigContent) before it can be edited; unchanged content is sent as
 * no content, so the server keeps what it has (reviewForms.ts).
 */
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { CONFIG_CONTENT_MAX } from '@contracts/review.js';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { RecordFormDialog } from '@/components/list/RecordFormDialog';

const useStyles = makeStyles({
  content: { fontFamily: tokens.fontFamilyMonospace, minHeight: '240px' },
});

export interface ResubmitTarget {
  name: string;
  rejectReason: string | null;
}

export function ResubmitDialog({
  form,
  target,
}: {
  form: RecordForm;
  target: ResubmitTarget | null;
}) {
  const { LL } = useI18nContext();
  const R = LL.review;
  const styles = useStyles();
  const loading = form.snapshot.matches('loading');
  const loadFailed = form.snapshot.matches('loadFailed');
  return (
    <RecordFormDialog form={form} title={target ? R.resubmitTitle({ name: target.name }) : ''}>
      {target?.rejectReason && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{R.rejectedBecause({ reason: target.rejectReason })}</MessageBarBody>
        </MessageBar>
      )}
      {loading && <Spinner size="small" label={R.contentLoading()} />}
      {loadFailed && <Button onClick={() => form.send({ type: 'RETRY' })}>{R.retry()}</Button>}
      {!loading && !loadFailed && (
        <Field
          label={R.content()}
          required
          hint={R.contentHint()}
          validationMessage={reasonText(LL, form.fieldErrors.content, {
            required: R.contentRequired(),
            too_long: LL.list.tooLong({ max: CONFIG_CONTENT_MAX }),
            invalid_format: LL.list.noMarkup(),
          })}
        >
          <Textarea
            className={styles.content}
            resize="vertical"
            value={form.values.content ?? ''}
            maxLength={CONFIG_CONTENT_MAX}
            onChange={(_, data) =>
              form.send({ type: 'CHANGE', field: 'content', value: data.value })
            }
          />
        </Field>
      )}
    </RecordFormDialog>
  );
}
