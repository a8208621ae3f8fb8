/**
 * The article form (docs/articles.md): title, the game it is about, a cover uploaded from the form
 * (the scripts' cover field), and the Markdown text with a Preview tab that renders it as readers
 * will see it. What the server refuses lands on its field, in the user's language.
 */
import { useState } from 'react';
import { Field, makeStyles, Tab, TabList, Textarea, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { ARTICLE_BODY_MAX, ARTICLE_TITLE_MAX } from '@contracts/article.js';
import type { ImageUploader } from '@/api/files';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { CoverImageField } from '@/screens/scripts';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { TextField } from '@/screens/shared/TextField';
import { ArticleBody } from './ArticleBody';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { minHeight: '240px', fontFamily: tokens.fontFamilyMonospace },
  preview: {
    minHeight: '240px',
    maxHeight: '50vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface ArticleFormFieldsProps {
  form: RecordForm;
  games: readonly { value: string; label: string }[];
  uploadCover: ImageUploader;
}

export function ArticleFormFields({ form, games, uploadCover }: ArticleFormFieldsProps) {
  const { LL } = useI18nContext();
  const A = LL.articles;
  const styles = useStyles();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const values = form.values;
  const set = (field: string) => (value: string) => form.send({ type: 'CHANGE', field, value });
  const error = (field: string, own: Record<string, string> = {}) => reasonText(LL, form.fieldErrors[field], own);
  const body = values.body ?? '';

  return (
    <>
      <TextField label={A.title()} required value={values.title ?? ''} maxLength={ARTICLE_TITLE_MAX} onChange={set('title')}
        error={error('title', { required: A.titleRequired(), too_short: A.titleRequired(), too_long: LL.list.tooLong({ max: ARTICLE_TITLE_MAX }), invalid_format: LL.list.noMarkup() })} />
      <ChoiceField label={A.game()} placeholder={A.chooseGame()} options={games} value={values.gameId ?? ''} onChange={set('gameId')}
        error={error('gameId', { required: A.gameRequired(), invalid_type: A.gameRequired(), invalid_value: A.gameInvalid() })} />
      <CoverImageField label={A.cover()} value={values.coverUrl ?? ''} onChange={set('coverUrl')} upload={uploadCover}
        error={error('coverUrl', { invalid_format: A.coverInvalid(), invalid_value: A.coverInvalid() })} />
      <div className={styles.body}>
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as 'write' | 'preview')} size="small">
          <Tab value="write">{A.write()}</Tab>
          <Tab value="preview">{A.preview()}</Tab>
        </TabList>
        {tab === 'write' ? (
          <Field label={A.body()} required hint={`${A.bodyHint()} ${A.bodyCount({ count: body.length, max: ARTICLE_BODY_MAX })}`}
            validationMessage={error('body', { required: A.bodyRequired(), too_long: A.bodyTooLong({ max: ARTICLE_BODY_MAX }) })}>
            <Textarea className={styles.text} value={body} maxLength={ARTICLE_BODY_MAX} rows={12} resize="vertical"
              onChange={(_, data) => set('body')(data.value)} />
          </Field>
        ) : (
          <section className={styles.preview} aria-label={A.preview()}>
            <ArticleBody markdown={body} />
          </section>
        )}
      </div>
    </>
  );
}
