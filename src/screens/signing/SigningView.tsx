/**
 * Signing contracts, one view for both sides (docs/signing.md): the admin's every contract, with
 * create, edit and delete (a tab of /wn/script-admin), and a company's own contracts, read-only
 * (/signed-script). The scripts and companies to choose from come from sources the user may read.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import type { CompanyRecord } from '@contracts/company.js';
import type { signingContract } from '@contracts/resources/signings.js';
import type { ScriptRecord } from '@contracts/script.js';
import { monthOf } from '@contracts/settlement.js';
import { SIGNING_MONTHS, SIGNING_NOTE_MAX, type SigningRecord } from '@contracts/signing.js';
import type { ListQueryState } from '@machines/list.machine.js';
import { DateField } from '@/components/dates/DateField';
import { ResourceListView, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { reasonText } from '@/list/fieldText';
import { NO_CHOICES, useChoices, type ChoicesSource } from '@/list/useChoices';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { TextField } from '@/screens/shared/TextField';
import { useSigningColumns, useSigningFilters, type SigningScope } from './signingColumns';
import { signingFormOf, type SigningApi } from './signingForm';

type PassedThrough = Pick<ResourceListViewProps<typeof signingContract>, 'permissions' | 'userKey' | 'saveFile'>;

export interface SigningViewProps extends PassedThrough {
  title: string;
  tableId: string;
  scope: SigningScope;
  api: SigningApi;
  /** The scripts to filter by and sign (the ones the user may read). */
  scripts: ChoicesSource<ScriptRecord>;
  /** The companies to filter by and sign with; NO_CHOICES for a company's own view. */
  companies: ChoicesSource<CompanyRecord>;
  belowTitle?: ReactNode;
  keepParams?: readonly string[];
}

const BY_NAME = (sort: string): ListQueryState => ({ page: 1, size: 200, sort, filters: {} });
const SCRIPTS = BY_NAME('scriptName,asc');
const COMPANIES = BY_NAME('name,asc');

export function SigningView({ title, tableId, scope, api, scripts, companies, belowTitle, keepParams, ...passedThrough }: SigningViewProps) {
  const { LL } = useI18nContext();
  const G = LL.signing;
  const scriptOptions = useChoices(scripts, SCRIPTS).records.map((s) => ({ value: String(s.id), label: s.scriptName }));
  const companyOptions = useChoices(scope === 'all' ? companies : NO_CHOICES, COMPANIES).records.map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  const columns = useSigningColumns(scope);
  const filterFields = useSigningFilters(scope, scriptOptions, companyOptions);
  // A list filtered on one script (its row's "Signing contracts") signs that script by default.
  const [params] = useSearchParams();
  const filteredScript = params.get('scriptId') ?? '';
  const form = useMemo(() => signingFormOf(api, monthOf(Date.now()), filteredScript), [api, filteredScript]);
  const explain = scope === 'all' ? G.explainAdmin() : G.explainCompany();
  const refusals = useMemo(() => ({ in_use: LL.validation.signing_month_settled() }), [LL]);

  return (
    <ResourceListView<typeof signingContract>
      title={title}
      tableId={tableId}
      {...passedThrough}
      api={api}
      columns={columns}
      filterFields={filterFields}
      rowName={(row: SigningRecord) => `${row.scriptName} · ${row.companyName}`}
      belowTitle={
        <>
          {belowTitle}
          <p>{explain}</p>
        </>
      }
      keepParams={keepParams}
      emptyText={scope === 'all' ? G.emptyAdmin() : G.emptyCompany()}
      refusals={refusals}
      form={
        scope === 'all'
          ? {
              ...form,
              createTitle: G.createTitle(),
              editTitle: G.editTitle(),
              render: (state) => {
                const errors = state.fieldErrors;
                const change = (field: string) => (value: string) => state.send({ type: 'CHANGE', field, value });
                const editing = Boolean(state.values.id);
                return (
                  <>
                    {!editing && (
                      <ChoiceField
                        label={G.script()}
                        placeholder={G.chooseScript()}
                        options={scriptOptions}
                        value={state.values.scriptId ?? ''}
                        error={reasonText(LL, errors.scriptId, { required: G.scriptRequired(), invalid_type: G.scriptRequired() })}
                        onChange={change('scriptId')}
                      />
                    )}
                    <ChoiceField
                      label={G.company()}
                      placeholder={G.chooseCompany()}
                      options={companyOptions}
                      value={state.values.companyId ?? ''}
                      error={reasonText(LL, errors.companyId, { required: G.companyRequired(), invalid_type: G.companyRequired() })}
                      onChange={change('companyId')}
                    />
                    <TextField
                      label={G.sharePercent()}
                      required
                      inputMode="decimal"
                      value={state.values.sharePercent ?? ''}
                      error={reasonText(LL, errors.sharePercent, { required: G.shareInvalid(), invalid_format: G.shareInvalid() })}
                      onChange={change('sharePercent')}
                    />
                    <DateField
                      unit="month"
                      label={G.startMonth()}
                      required
                      reportUnreadable
                      min={SIGNING_MONTHS.first}
                      max={SIGNING_MONTHS.last}
                      value={state.values.startMonth ?? ''}
                      error={reasonText(LL, errors.startMonth, { required: G.monthInvalid(), invalid_format: G.monthInvalid() })}
                      onChange={change('startMonth')}
                    />
                    <DateField
                      unit="month"
                      label={`${G.endMonth()} (${G.openEnded()})`}
                      reportUnreadable
                      min={state.values.startMonth || SIGNING_MONTHS.first}
                      max={SIGNING_MONTHS.last}
                      value={state.values.endMonth ?? ''}
                      error={reasonText(LL, errors.endMonth, { invalid_value: G.endBeforeStart(), invalid_format: G.monthInvalid() })}
                      onChange={change('endMonth')}
                    />
                    <TextField
                      label={G.note()}
                      value={state.values.note ?? ''}
                      maxLength={SIGNING_NOTE_MAX}
                      error={reasonText(LL, errors.note, { too_long: LL.list.tooLong({ max: SIGNING_NOTE_MAX }), invalid_format: LL.list.noMarkup() })}
                      onChange={change('note')}
                    />
                  </>
                );
              },
            }
          : undefined
      }
    />
  );
}
