/**
 * The feedback desk (/wn/opinion-admin, docs/feedback.md): what app users wrote from the app, with
 * its screenshots (thumbnails, a preview dialog), newest first. Each row offers what the feedback
 * machine allows this user (Take, Reply, Close, Reopen) and History for those who read histories.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { FeedbackActor, FeedbackRecord } from '@contracts/feedback.js';
import type { feedbackContract } from '@contracts/resources/feedback.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ListQueryState } from '@machines/list.machine.js';
import type { RecordHistoryLoader } from '@/api/audit';
import type { FeedbackApi } from '@/api/feedback';
import { ResourceListView, type ListControls, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { afterStatus } from '@/components/list/standardColumns';
import { useRecordHistory } from '@/history/useRecordHistory';
import type { ListColumn } from '@/list/listColumns';
import { useChoices, type ChoicesSource } from '@/list/useChoices';
import { useFeedbackColumns, useFeedbackFilters } from './feedbackColumns';
import { feedbackNameOf } from './feedbackNames';
import { ScreenshotPreviewDialog, useScreenshotPreview } from './ScreenshotPreview';
import { useFeedbackActions } from './useFeedbackActions';

type PassedThrough = Pick<ResourceListViewProps<typeof feedbackContract>, 'permissions' | 'userKey' | 'saveFile'>;

export interface FeedbackViewProps extends PassedThrough {
  title: string;
  tableId: string;
  api: FeedbackApi;
  /** The scripts list: the scripts to narrow the feedback to. */
  scripts: ChoicesSource<ScriptRecord>;
  /** The signed-in user, as the feedback machine's guards read them. */
  actor: FeedbackActor;
  /** How to read a feedback's history; only for those who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
}

const SCRIPTS: ListQueryState = { page: 1, size: 200, sort: 'scriptName,asc', filters: {} };

const useStyles = makeStyles({
  explain: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function FeedbackView({ title, tableId, api, scripts, actor, recordHistory, ...passedThrough }: FeedbackViewProps) {
  const { LL } = useI18nContext();
  const D = LL.feedbackDesk;
  const styles = useStyles();
  const nameOf = (row: FeedbackRecord) => feedbackNameOf(LL, row);
  const preview = useScreenshotPreview();
  const flow = useFeedbackActions(api, actor, nameOf);
  const history = useRecordHistory(recordHistory);
  const scriptOptions = useChoices(scripts, SCRIPTS).records.map((s) => ({ value: String(s.id), label: s.scriptName }));
  const dataColumns = useFeedbackColumns(nameOf, preview.open);
  const filterFields = useFeedbackFilters(scriptOptions);

  return (
    <ResourceListView<typeof feedbackContract>
      title={title}
      tableId={tableId}
      {...passedThrough}
      api={api.records}
      columns={(list: ListControls) => afterStatus(dataColumns, flow.column(list) as ListColumn<typeof feedbackContract>)}
      filterFields={filterFields}
      rowName={nameOf}
      belowTitle={
        <Text as="p" className={styles.explain}>
          {D.explain()}
        </Text>
      }
      emptyText={D.empty()}
      rowActions={(row: FeedbackRecord) => history.actions('feedback', row.id, nameOf(row))}
      extras={() => (
        <>
          {flow.dialogs}
          <ScreenshotPreviewDialog preview={preview} />
          {history.drawer}
        </>
      )}
    />
  );
}
