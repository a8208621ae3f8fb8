/**
 * Partner promotions (/cooperate/cooperate-advert-admin; docs/promotions.md): one view for ADMIN
 * (every partner's, with the partner's column, filter and field; approves and rejects) and a
 * COOPERATE user (its own partner's: creates, edits drafts, submits, withdraws, ends). Each row
 * offers Edit while it is a draft, the flow's events the machine allows this user, Figures once it
 * has run, and History.
 */
import { useMemo, useState } from 'react';
import { ChartMultipleRegular } from '@fluentui/react-icons';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { PromotionRecord } from '@contracts/promotion.js';
import type { PromotionActor } from '@contracts/promotionKinds.js';
import type { promotionContract } from '@contracts/resources/promotions.js';
import type { RecordHistoryLoader } from '@/api/audit';
import type { PromotionApi } from '@/api/promotions';
import { ResourceListView, type ListControls, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { useRecordHistory } from '@/history/useRecordHistory';
import { PromotionFiguresDialog, type FiguresTarget } from './PromotionFiguresDialog';
import { PromotionFormFields } from './PromotionFormFields';
import { usePromotionColumns, usePromotionFilters } from './promotionColumns';
import { promotionFormOf } from './promotionForm';
import { usePromotionActions } from './usePromotionActions';

type PassedThrough = Pick<ResourceListViewProps<typeof promotionContract>, 'permissions' | 'userKey' | 'saveFile'>;

export interface PromotionViewProps extends PassedThrough {
  title: string;
  api: PromotionApi;
  /** The signed-in user, as the promotion machine's guards read them. */
  actor: PromotionActor;
  /** The partners to choose from: ADMIN's; null for a partner's own view. */
  partnerOptions: readonly { value: string; label: string }[] | null;
  /** How to read a promotion's history; only for those who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
}

const useStyles = makeStyles({
  explain: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const nameOf = (row: PromotionRecord) => row.title;
const hasRun = (row: PromotionRecord) => row.status === 'live' || row.status === 'ended';

export function PromotionView({ title, api, actor, partnerOptions, recordHistory, ...passedThrough }: PromotionViewProps) {
  const { LL } = useI18nContext();
  const P = LL.promotionArea;
  const styles = useStyles();
  const namesPartner = partnerOptions !== null;
  const columns = usePromotionColumns(namesPartner);
  const filterFields = usePromotionFilters(partnerOptions);
  const form = useMemo(() => promotionFormOf(api, namesPartner), [api, namesPartner]);
  const flow = usePromotionActions(api, actor);
  const history = useRecordHistory(recordHistory);
  const [figures, setFigures] = useState<FiguresTarget | null>(null);

  return (
    <ResourceListView<typeof promotionContract>
      title={title}
      tableId="promotions"
      {...passedThrough}
      api={api.records}
      columns={columns}
      filterFields={filterFields}
      rowName={nameOf}
      belowTitle={
        <Text as="p" className={styles.explain}>
          {namesPartner ? P.explainAdmin() : P.explainOwn()}
        </Text>
      }
      emptyText={P.empty()}
      createLabel={P.create()}
      editable={(row) => row.status === 'draft'}
      form={{
        ...form,
        createTitle: P.createTitle(),
        editTitle: P.editTitle(),
        render: (state) => <PromotionFormFields form={state} partnerOptions={partnerOptions} upload={api.uploadImage} />,
      }}
      rowActions={(row: PromotionRecord, list: ListControls) => [
        ...flow.rowActions(row, list),
        ...(hasRun(row)
          ? [{ id: 'figures', label: P.figures(), icon: <ChartMultipleRegular />, run: () => setFigures({ id: row.id, name: row.title }) }]
          : []),
        ...history.actions('promotion', row.id, row.title),
      ]}
      extras={() => (
        <>
          {flow.dialogs}
          {history.drawer}
          <PromotionFiguresDialog target={figures} load={api.figures} onClose={() => setFigures(null)} />
        </>
      )}
    />
  );
}
