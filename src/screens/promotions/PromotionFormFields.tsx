/**
 * The promotion dialog's inputs (docs/promotions.md): the partner (ADMIN only; a partner's own
 * promotions are its own), the title, the image uploaded through the app, the https link, where
 * it shows, and its period as date pickers in the user's language with a time beside each. Every
 * problem is said under its field, in the user's words.
 */
import { useI18nContext } from '@locales/i18n-react';
import { PROMOTION_LINK_MAX, PROMOTION_POSITIONS, PROMOTION_TITLE_MAX } from '@contracts/promotion.js';
import type { ImageUploader } from '@/api/files';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { SchedulePeriodInputs } from '@/screens/activityNotice';
import { CoverImageField } from '@/screens/scripts';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { TextField } from '@/screens/shared/TextField';

export interface PromotionFormFieldsProps {
  form: RecordForm;
  /** The partners to choose from (ADMIN creating one); null: no choice (a partner, or an edit). */
  partnerOptions: readonly { value: string; label: string }[] | null;
  upload: ImageUploader;
}

export function PromotionFormFields({ form, partnerOptions, upload }: PromotionFormFieldsProps) {
  const { LL } = useI18nContext();
  const P = LL.promotionArea;
  const { values, fieldErrors: errors, send } = form;
  const change = (field: string) => (value: string) => send({ type: 'CHANGE', field, value });
  return (
    <>
      {partnerOptions && !values.id && (
        <ChoiceField
          label={P.partner()}
          placeholder={P.choosePartner()}
          options={partnerOptions}
          value={values.partnerId ?? ''}
          error={reasonText(LL, errors.partnerId, { required: P.partnerRequired(), invalid_value: P.partnerRequired() })}
          onChange={change('partnerId')}
        />
      )}
      <TextField
        label={P.title()}
        required
        value={values.title ?? ''}
        maxLength={PROMOTION_TITLE_MAX}
        error={reasonText(LL, errors.title, {
          required: P.titleRequired(),
          too_short: P.titleRequired(),
          too_long: LL.list.tooLong({ max: PROMOTION_TITLE_MAX }),
          invalid_format: LL.list.noMarkup(),
        })}
        onChange={change('title')}
      />
      <CoverImageField
        label={P.image()}
        value={values.imageUrl ?? ''}
        upload={upload}
        error={reasonText(LL, errors.imageUrl, {
          required: P.imageRequired(),
          invalid_type: P.imageRequired(),
          invalid_format: P.imageNotStored(),
          invalid_value: P.imageNotStored(),
        })}
        onChange={change('imageUrl')}
      />
      <TextField
        label={P.link()}
        required
        value={values.linkUrl ?? ''}
        maxLength={PROMOTION_LINK_MAX}
        placeholder="https://"
        error={reasonText(LL, errors.linkUrl, {
          required: P.linkInvalid(),
          invalid_format: P.linkInvalid(),
          too_long: LL.list.tooLong({ max: PROMOTION_LINK_MAX }),
        })}
        onChange={change('linkUrl')}
      />
      <ChoiceField
        label={P.position()}
        placeholder={P.choosePosition()}
        options={PROMOTION_POSITIONS.map((position) => ({ value: position, label: P.positions[position]() }))}
        value={values.position ?? ''}
        error={reasonText(LL, errors.position, { required: P.positionRequired(), invalid_value: P.positionRequired() })}
        onChange={change('position')}
      />
      <SchedulePeriodInputs
        form={form}
        fields={['startsAt', 'endsAt']}
        words={{
          startDate: P.startDate(),
          startTime: P.startTime(),
          endDate: P.endDate(),
          endTime: P.endTime(),
          timeRequired: P.timeRequired(),
          endBeforeStart: P.endBeforeStart(),
        }}
      />
    </>
  );
}
