/**
 * The two reviewed kinds as lists, for the screens to name and scope: clicker configs and
 * shared clicker configs, each its family of columns over the one ReviewListView.
 */
import type { ConfigRecord, LinkerRecord } from '@contracts/review.js';
import { useConfigFamily } from './configColumns';
import { useLinkerFamily } from './linkerColumns';
import { ReviewListView, type ReviewScreenProps } from './ReviewListView';
import type { ReviewScope } from './reviewColumns';

export interface ReviewListProps<Row> extends ReviewScreenProps<Row> {
  title: string;
  tableId: string;
  scope: ReviewScope;
  queue?: boolean;
}

export function ConfigList(props: ReviewListProps<ConfigRecord>) {
  const family = useConfigFamily(props.scope);
  return <ReviewListView<ConfigRecord> {...props} family={family} />;
}

export function LinkerList(props: ReviewListProps<LinkerRecord>) {
  const family = useLinkerFamily(props.scope);
  return <ReviewListView<LinkerRecord> {...props} family={family} />;
}
