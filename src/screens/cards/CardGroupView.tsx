/**
 * Card groups, one view for both screens (docs/cardKeys.md, "Screens"): ADMIN's every group
 * (/wn/card-group-admin, with owners, and VIP and SVIP to sell) and a CREATOR's own
 * (/card/card-generate, their scripts only). "Generate keys" opens the form; the new group is
 * listed and its keys offered for download at once. Each row downloads its keys, disables the
 * group, opens its keys, and for those who read the audit trail, its History there.
 */
import { useCallback, useMemo, useState } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { HistoryRegular, KeyMultipleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import type { AddCardGroupForm, CardGroupRecord, CardKeyActor } from '@contracts/cardKeys.js';
import type { cardGroupContract } from '@contracts/resources/cardKeys.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { CardGroupApi } from '@/api/cardKeys';
import { ResourceListView, type ListControls, type ResourceListViewProps } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import type { ChoicesSource } from '@/list/useChoices';
import { CardGroupFormFields } from './CardGroupFormFields';
import { useCardGroupColumns, useCardGroupFilters } from './cardGroupColumns';
import { cardGroupFormOf } from './cardGroupForm';
import { groupNameOf } from './cardNames';
import type { CardScreenVariant } from './cardScreens';
import { FreshGroupNotice } from './FreshGroupNotice';
import { useCardGroupActions } from './useCardGroupActions';
import { useSellableScripts } from './useSellableScripts';

type PassedThrough = Pick<ResourceListViewProps<typeof cardGroupContract>, 'permissions' | 'userKey' | 'saveFile'>;

export interface CardGroupViewProps extends PassedThrough {
  title: string;
  tableId: string;
  variant: CardScreenVariant;
  api: CardGroupApi;
  /** The scripts list: the scripts this user may sell, to choose from and filter by. */
  scripts: ChoicesSource<ScriptRecord>;
  /** The signed-in user, as the actions' rules read them. */
  actor: CardKeyActor;
  /** Whether the user reads the audit trail, where a group's History is. */
  readsAudit?: boolean;
}

const useStyles = makeStyles({
  explain: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** A group's rows in the audit trail (generated, downloaded, disabled). */
const auditPathOf = (id: number) => `/audit/audit-trail?${new URLSearchParams({ entity: 'card_group', entityId: String(id) })}`;

export function CardGroupView({ title, tableId, variant, api, scripts, actor, readsAudit = false, ...passedThrough }: CardGroupViewProps) {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const styles = useStyles();
  const navigate = useNavigate();
  const { scope } = variant;
  const scriptOptions = useSellableScripts(scripts, scope, actor.id);
  const forSale = useMemo(() => scriptOptions.filter((option) => option.sellable), [scriptOptions]);
  const columns = useCardGroupColumns(scope);
  const filterFields = useCardGroupFilters(scope, scriptOptions);

  // The group just generated, until its keys are downloaded or the notice is dismissed.
  const [fresh, setFresh] = useState<CardGroupRecord | null>(null);
  const add = useCallback(
    async (body: AddCardGroupForm) => {
      const group = await api.add(body);
      setFresh(group);
      return group;
    },
    [api],
  );
  const form = useMemo(() => cardGroupFormOf(scope, add), [scope, add]);
  const onDownloaded = useCallback((id: number) => setFresh((group) => (group?.id === id ? null : group)), []);
  const flow = useCardGroupActions(api, actor, { saveFile: passedThrough.saveFile, onDownloaded });

  const rowActions = (row: CardGroupRecord, list: ListControls): RowAction[] => [
    ...flow.rowActions(row, list),
    { id: 'keys', label: C.keys(), icon: <KeyMultipleRegular />, run: () => navigate(`${variant.keysPath}?groupId=${row.id}`) },
    ...(readsAudit ? [{ id: 'history', label: LL.audit.history(), icon: <HistoryRegular />, run: () => navigate(auditPathOf(row.id)) }] : []),
  ];
  const belowTitle = (list: ListControls) => (
    <>
      <Text as="p" className={styles.explain}>
        {scope === 'own' ? C.groupsExplainOwn() : C.groupsExplain()}
      </Text>
      {fresh && (
        <FreshGroupNotice
          group={fresh}
          onDownload={(from) => {
            // Focus follows to the group's row, from wherever the question's closing leaves it.
            const toRow: ListControls = { ...list, returnFocus: (id) => list.returnFocus?.(id, from) };
            flow.rowActions(fresh, toRow).find((action) => action.id === 'download')?.run();
          }}
          onDismiss={() => setFresh(null)}
        />
      )}
    </>
  );

  return (
    <ResourceListView<typeof cardGroupContract>
      title={title}
      tableId={tableId}
      {...passedThrough}
      api={api.records}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => groupNameOf(LL, row)}
      belowTitle={belowTitle}
      emptyText={C.groupsEmpty()}
      createLabel={C.generate()}
      form={{
        ...form,
        createTitle: C.generateTitle(),
        editTitle: C.generateTitle(),
        // The banner inviting the download says the keys are made.
        savedNotice: null,
        render: (state) => <CardGroupFormFields form={state} scope={scope} scriptOptions={forSale} />,
      }}
      editable={() => false}
      rowActions={rowActions}
      extras={() => flow.dialogs}
    />
  );
}
