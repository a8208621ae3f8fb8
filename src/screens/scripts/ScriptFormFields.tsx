/**
 * The script dialog's inputs (docs/scripts.md): what an author writes, then, for an admin, the
 * author's account, the sale switches (each named in plain words, the wire name in its tooltip)
 * and third-party hosting. The parameters are edited as JSON and tidied when the field is left;
 * the cover is uploaded from the form itself (CoverImageField).
 */
import { Field, Switch, Text, Textarea, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import {
  SCRIPT_EXPLAIN_MAX,
  SCRIPT_LABEL_MAX,
  SCRIPT_LABELS_MAX,
  SCRIPT_NAME_MAX,
  SCRIPT_PACKAGE_MAX,
  SCRIPT_PARAM_MAX,
  SCRIPT_SOURCES,
  VENDOR_CONTACT_MAX,
  VENDOR_NAME_MAX,
} from '@contracts/script.js';
import { DISPLAY_NAME_MAX, URL_MAX } from '@contracts/fields.js';
import type { ImageUploader } from '@/api/files';
import type { RecordForm } from '@/list/useRecordForm';
import { reasonText } from '@/list/fieldText';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { TextField } from '@/screens/shared/TextField';
import { CoverImageField } from './CoverImageField';
import { LabelsField } from './LabelsField';
import { labelsOf, SWITCHES, tidyParam } from './scriptForm';
import type { ScriptEditing } from './scriptRights';

type Option = { value: string; label: string };

export interface ScriptFormChoices {
  games: readonly Option[];
  /** Brands with their owner's id, so an admin sees the chosen author's brands only. */
  brands: readonly (Option & { ownerId: number })[];
  owners: readonly Option[];
  labelsInUse: readonly string[];
}

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace },
  section: { marginTop: tokens.spacingVerticalM, fontWeight: tokens.fontWeightSemibold },
});

export function ScriptFormFields({ form, editing, choices, uploadCover }: {
  form: RecordForm;
  editing: ScriptEditing;
  choices: ScriptFormChoices;
  uploadCover: ImageUploader;
}) {
  const { LL } = useI18nContext();
  const S = LL.script;
  const styles = useStyles();
  const values = form.values;
  const set = (field: string) => (value: string) => form.send({ type: 'CHANGE', field, value });
  const tooLong = (max: number) => LL.list.tooLong({ max });
  const error = (field: string, own: Record<string, string> = {}) =>
    reasonText(LL, form.fieldErrors[field], { invalid_format: LL.list.noMarkup(), ...own });
  const admin = editing === 'all';
  const brands = choices.brands.filter((brand) => !admin || String(brand.ownerId) === values.ownerId);

  return (
    <>
      <TextField label={S.scriptName()} required value={values.scriptName ?? ''} maxLength={SCRIPT_NAME_MAX} onChange={set('scriptName')}
        error={error('scriptName', { required: S.nameRequired(), too_long: tooLong(SCRIPT_NAME_MAX) })} />
      <TextField label={S.scriptPackage()} required value={values.scriptPackage ?? ''} maxLength={SCRIPT_PACKAGE_MAX} placeholder="com.example.game"
        onChange={set('scriptPackage')}
        error={error('scriptPackage', { required: S.packageRequired(), invalid_format: S.packageInvalid(), too_long: tooLong(SCRIPT_PACKAGE_MAX) })} />
      <ChoiceField label={S.game()} placeholder={S.chooseGame()} options={choices.games} value={values.gameId ?? ''} onChange={set('gameId')}
        error={error('gameId', { required: S.gameRequired(), invalid_value: S.gameRequired() })} />
      {admin && (
        <ChoiceField label={S.owner()} placeholder={S.chooseOwner()} options={choices.owners} value={values.ownerId ?? ''}
          onChange={(value) => {
            set('ownerId')(value);
            set('brandId')('');
          }}
          error={error('ownerId', { required: S.ownerRequired(), invalid_value: S.ownerRequired() })} />
      )}
      <ChoiceField label={S.brand()} placeholder={S.noBrand()} required={false} options={brands} value={values.brandId ?? ''} onChange={set('brandId')}
        error={error('brandId', { invalid_value: S.brandInvalid() })} />
      <TextField label={S.authorNick()} hint={S.authorNickHint()} value={values.authorNick ?? ''} maxLength={DISPLAY_NAME_MAX} onChange={set('authorNick')}
        error={error('authorNick', { too_long: tooLong(DISPLAY_NAME_MAX) })} />
      <LabelsField label={S.scriptLabel()} hint={S.labelsHint({ max: SCRIPT_LABELS_MAX })} inUse={choices.labelsInUse} value={labelsOf(values)}
        max={SCRIPT_LABELS_MAX} onChange={(labels) => set('scriptLabel')(JSON.stringify(labels))}
        error={form.fieldErrors.scriptLabel ? S.labelsInvalid({ max: SCRIPT_LABEL_MAX }) : undefined} />
      <Field label={S.scriptExplain()} validationMessage={error('scriptExplain', { too_long: tooLong(SCRIPT_EXPLAIN_MAX) })}>
        <Textarea value={values.scriptExplain ?? ''} maxLength={SCRIPT_EXPLAIN_MAX} rows={3} resize="vertical"
          onChange={(_, data) => set('scriptExplain')(data.value)} />
      </Field>
      <Field label={S.scriptParam()} hint={S.paramHint()}
        validationMessage={error('scriptParam', { invalid_json: S.paramInvalid(), required: S.paramInvalid(), too_long: tooLong(SCRIPT_PARAM_MAX) })}>
        <Textarea className={styles.code} value={values.scriptParam ?? ''} maxLength={SCRIPT_PARAM_MAX} rows={5} resize="vertical"
          onChange={(_, data) => set('scriptParam')(data.value)} onBlur={() => set('scriptParam')(tidyParam(values.scriptParam ?? ''))} />
      </Field>
      <CoverImageField label={S.iamgeUrl()} value={values.iamgeUrl ?? ''} onChange={set('iamgeUrl')} upload={uploadCover}
        error={error('iamgeUrl', { invalid_format: S.coverNotStored(), invalid_value: S.coverNotStored() })} />
      {admin && (
        <>
          <Text as="h3" className={styles.section}>{S.saleTitle()}</Text>
          {SWITCHES.map((field) => (
            <Tooltip key={field} content={S.wireName({ name: field })} relationship="description">
              <Switch label={S[field]()} checked={values[field] === 'true'}
                onChange={(_, data) => set(field)(String(data.checked))} />
            </Tooltip>
          ))}
          <Text as="h3" className={styles.section}>{S.thirdPartyTitle()}</Text>
          <ChoiceField label={S.source()} placeholder={S.sources.platform()} required={false}
            options={SCRIPT_SOURCES.filter((source) => source !== 'platform').map((value) => ({ value, label: S.sources[value]() }))}
            value={values.source === 'thirdParty' ? 'thirdParty' : ''} onChange={(value) => set('source')(value || 'platform')} error={error('source')} />
          {values.source === 'thirdParty' && (
            <>
              <TextField label={S.vendorName()} required value={values.vendorName ?? ''} maxLength={VENDOR_NAME_MAX} onChange={set('vendorName')}
                error={error('vendorName', { required: S.vendorRequired() })} />
              <TextField label={S.vendorContact()} value={values.vendorContact ?? ''} maxLength={VENDOR_CONTACT_MAX} onChange={set('vendorContact')}
                error={error('vendorContact')} />
              <TextField label={S.externalUrl()} required value={values.externalUrl ?? ''} maxLength={URL_MAX} placeholder="https://"
                onChange={set('externalUrl')} error={error('externalUrl', { required: S.vendorRequired(), invalid_format: LL.gameChannel.urlInvalid() })} />
            </>
          )}
        </>
      )}
    </>
  );
}
