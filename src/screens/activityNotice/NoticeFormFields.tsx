/** The inputs of the pop-up dialog, with the contract's problems in the user's language. */
import { Field, Switch, Textarea } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '@contracts/activityNotice.js';
import { URL_MAX } from '@contracts/fields.js';
import type { RecordForm } from '@/list/useRecordForm';
import { reasonText } from '@/list/fieldText';
import { TextField } from '@/screens/shared/TextField';
import { SchedulePeriodInputs } from './SchedulePeriodInputs';

export function NoticeFormFields({ form }: { form: RecordForm }) {
  const { LL } = useI18nContext();
  const N = LL.notice;
  const { values, fieldErrors, send } = form;
  const change = (field: string) => (value: string) => send({ type: 'CHANGE', field, value });
  const tooLong = (max: number) => LL.list.tooLong({ max });
  const urlError = (field: 'imageUrl' | 'linkUrl') => {
    // The image is loaded by the page, so https: only; the link may be http: too.
    const invalid = field === 'imageUrl' ? N.imageUrlInvalid() : N.urlInvalid();
    return reasonText(LL, fieldErrors[field], {
      invalid_format: invalid,
      too_long: tooLong(URL_MAX),
      invalid_value: invalid,
    });
  };
  return (
    <>
      <TextField
        label={N.title()}
        required
        value={values.title ?? ''}
        maxLength={NOTICE_TITLE_MAX}
        error={reasonText(LL, fieldErrors.title, {
          required: N.titleRequired(),
          too_long: tooLong(NOTICE_TITLE_MAX),
          invalid_format: LL.list.noMarkup(),
        })}
        onChange={change('title')}
      />
      <Field
        label={N.content()}
        validationMessage={reasonText(LL, fieldErrors.content, {
          too_long: tooLong(NOTICE_CONTENT_MAX),
          invalid_format: LL.list.noMarkup(),
        })}
      >
        <Textarea
          value={values.content ?? ''}
          maxLength={NOTICE_CONTENT_MAX}
          resize="vertical"
          onChange={(_, data) => change('content')(data.value)}
        />
      </Field>
      <TextField
        label={N.imageUrl()}
        value={values.imageUrl ?? ''}
        maxLength={URL_MAX}
        placeholder="https://"
        error={urlError('imageUrl')}
        onChange={change('imageUrl')}
      />
      <TextField
        label={N.linkUrl()}
        value={values.linkUrl ?? ''}
        maxLength={URL_MAX}
        placeholder="https://"
        error={urlError('linkUrl')}
        onChange={change('linkUrl')}
      />
      <SchedulePeriodInputs
        form={form}
        fields={['startAt', 'endAt']}
        words={{
          startDate: N.startDate(),
          startTime: N.startTime(),
          endDate: N.endDate(),
          endTime: N.endTime(),
          timeRequired: N.timeRequired(),
          endBeforeStart: N.endBeforeStart(),
        }}
      />
      <Switch
        label={N.enabled()}
        checked={values.enabled === 'true'}
        onChange={(_, data) => change('enabled')(String(data.checked))}
      />
    </>
  );
}
