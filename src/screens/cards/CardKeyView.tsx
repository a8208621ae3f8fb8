/**
 * Card keys, one view for both screens (docs/cardKeys.md, "Screens"): ADMIN's every key
 * (/wn/card-admin) and a CREATOR's own groups' keys (/card/card-query). Keys are masked; a key is
 * looked up by typing it whole, a group's keys by `?groupId=` (its row's "Keys"). Each row offers
 * Disable where the key machine allows it, and History for those who read histories.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { CardGroupRecord, CardKeyActor, CardKeyRecord } from '@contracts/cardKeys.js';
import type { cardKeyContract } from '@contracts/resources/cardKeys.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { RecordHistoryLoader } from '@/api/audit';
import type { CardKeyApi } from '@/api/cardKeys';
import { ResourceListView, type ListControls, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { useRecordHistory } from '@/history/useRecordHistory';
import type { ChoicesSource } from '@/list/useChoices';
import { useCardKeyColumns, useCardKeyFilters } from './cardKeyColumns';
import { keyNameOf } from './cardNames';
import type { CardScreenVariant } from './cardScreens';
import { useCardKeyActions } from './useCardKeyActions';
import { useSellableScripts } from './useSellableScripts';

type PassedThrough = Pick<ResourceListViewProps<typeof cardKeyContract>, 'permissions' | 'userKey' | 'saveFile'>;

export interface CardKeyViewProps extends PassedThrough {
  title: string;
  tableId: string;
  variant: CardScreenVariant;
  api: CardKeyApi;
  /** The groups list: the groups to narrow the keys to. */
  groups: ChoicesSource<CardGroupRecord>;
  /** The scripts list: the scripts to narrow the keys to. */
  scripts: ChoicesSource<ScriptRecord>;
  /** The signed-in user, as the key machine's guard reads them. */
  actor: CardKeyActor;
  /** How to read a key's history; only for those who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
}

const useStyles = makeStyles({
  explain: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function CardKeyView({ title, tableId, variant, api, groups, scripts, actor, recordHistory, ...passedThrough }: CardKeyViewProps) {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const styles = useStyles();
  const scriptOptions = useSellableScripts(scripts, variant.scope, actor.id);
  const columns = useCardKeyColumns();
  const filterFields = useCardKeyFilters(variant.scope, groups, scriptOptions);
  const flow = useCardKeyActions(api, actor);
  const history = useRecordHistory(recordHistory);
  const nameOf = (row: CardKeyRecord) => keyNameOf(LL, row);

  return (
    <ResourceListView<typeof cardKeyContract>
      title={title}
      tableId={tableId}
      {...passedThrough}
      api={api.records}
      columns={columns}
      filterFields={filterFields}
      rowName={nameOf}
      belowTitle={
        <Text as="p" className={styles.explain}>
          {C.keysExplain()}
        </Text>
      }
      emptyText={C.keysEmpty()}
      rowActions={(row: CardKeyRecord, list: ListControls) => [
        ...flow.rowActions(row, list),
        ...history.actions('card_key', row.id, nameOf(row)),
      ]}
      extras={() => (
        <>
          {flow.dialog}
          {history.drawer}
        </>
      )}
    />
  );
}
