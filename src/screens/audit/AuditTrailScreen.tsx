/**
 * The audit trail (/audit/audit-trail, ADMIN and AUDITOR): every audit row, newest first, read
 * only, in the user's language: each record by the name it was recorded with and its id, events
 * and statuses translated, details labelled and formatted, times in the user's format. Filters
 * by entity, record name, record id, actor name, event and date range live in the URL (the list
 * machine), so a filtered view can be shared as a link; Export CSV sends the same filters. A
 * status transition of a flow entity (settlement, config, linker, user) offers History: that
 * record's statechart and transitions (history/RecordHistoryDrawer.tsx).
 */
import { READ_ONLY } from '@contracts/permissions.js';
import { useState } from 'react';
import { Button, makeStyles, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { AUDIT_ENTITIES, type AuditRecord } from '@contracts/audit.js';
import { auditApi, type AuditApi, type RecordHistoryLoader } from '@/api/audit';
import { useCurrentUser } from '@/auth/useCurrentUser';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import type { auditContract } from '@contracts/resources/audit.js';
import { ResourceListView } from '@/components/list/ResourceListView';
import { idColumn } from '@/components/list/standardColumns';
import { StatusBadge } from '@/components/list/StatusBadge';
import {
  actorText,
  entityLabel,
  eventLabel,
  eventOptions,
  recordLabel,
  recordTitle,
} from '@/history/auditLabels';
import { entitiesSending } from '@/history/flowMachines';
import { isFlowEntity, recordStatusLabel } from '@/history/statusLabels';
import { describePayload, parsePayload, payloadSummary } from '@/history/payloadText';
import { formatDateTime } from '@/utils/localeFormat';
import { useHistoryAccess, useRecordHistory } from '@/history/useRecordHistory';
import { PayloadDialog } from './PayloadDialog';
import { usePayloadWords } from '@/history/usePayloadWords';


/** The trail is read, never written, by everyone. */

export interface AuditTrailViewProps {
  api: AuditApi;
  /** How to read a record's history; only for users who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
}

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3 },
  change: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  recordId: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
  payload: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
  },
});

/** A transition of a flow entity, whose record has a statechart history. */
const isTransition = (row: AuditRecord) => isFlowEntity(row.entity) && row.fromStatus !== null;

export function AuditTrailView({ api, recordHistory, userKey, saveFile }: AuditTrailViewProps) {
  const { LL, locale } = useI18nContext();
  const payloadWords = usePayloadWords();
  const A = LL.audit;
  const styles = useStyles();
  const history = useRecordHistory(recordHistory);
  const [shown, setShown] = useState<AuditRecord | null>(null);
  const restoreFocus = useRestoreFocusTarget();

  const status = (row: AuditRecord, value: string | null) =>
    value === null ? null : recordStatusLabel(LL, row.entity, value);

  const columns: ListColumn<typeof auditContract>[] = [
    idColumn(LL.list.id()),
    { key: 'at', label: A.time(), sortable: true, render: (row) => formatDateTime(row.at, locale) },
    {
      key: 'actorName',
      label: A.actor(),
      sortable: true,
      render: (row) => actorText(LL, row),
    },
    {
      key: 'entity',
      label: A.entity(),
      sortable: true,
      render: (row) => entityLabel(LL, row.entity),
    },
    {
      key: 'recordName',
      label: A.record(),
      sortable: true,
      render: (row) => {
        const title = recordTitle(LL, row);
        // A name that carries its number already (a card group's "Puzzle Kingdom Auto · #7") is not given it twice.
        const named = title.endsWith(`#${row.entityId}`);
        return (
          <span>
            {title}
            {!named && <span className={styles.recordId}>#{row.entityId}</span>}
          </span>
        );
      },
    },
    { key: 'event', label: A.event(), sortable: true, render: (row) => eventLabel(LL, row.event) },
    {
      key: 'change',
      label: A.change(),
      data: false,
      exportAs: ['fromStatus', 'toStatus'],
      render: (row) => {
        const from = status(row, row.fromStatus);
        const to = status(row, row.toStatus);
        if (from === null && to === null) return '';
        return (
          <span className={styles.change}>
            {from !== null && <StatusBadge label={from} tone="subtle" />}→
            {to !== null && <StatusBadge label={to} tone="brand" />}
          </span>
        );
      },
    },
    {
      key: 'payload',
      label: A.payload(),
      render: (row) => {
        const summary = payloadSummary(
          describePayload(parsePayload(row.payload), payloadWords),
          60,
        );
        if (!summary) return '';
        return (
          <span className={styles.payload}>
            <span>{summary}</span>
            <Button
              size="small"
              appearance="transparent"
              aria-label={A.showPayloadOf({ id: row.id })}
              onClick={() => setShown(row)}
              {...restoreFocus}
            >
              {A.showPayload()}
            </Button>
          </span>
        );
      },
    },
  ];

  const filterFields: ListFilter<typeof auditContract>[] = [
    {
      kind: 'select',
      name: 'entity',
      label: A.entity(),
      options: AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(LL, value) })),
    },
    { kind: 'text', name: 'recordName', label: A.filterRecordName() },
    { kind: 'text', name: 'entityId', label: A.filterRecord() },
    { kind: 'text', name: 'actorName', label: A.filterActor() },
    {
      kind: 'select',
      name: 'event',
      label: A.event(),
      options: eventOptions(LL, entitiesSending),
    },
    { kind: 'dateRange', name: 'at', label: A.time() },
  ];

  return (
    <ResourceListView<typeof auditContract>
      title={LL.route.auditTrail()}
      tableId="auditTrail"
      api={api}
      permissions={READ_ONLY}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => `${recordLabel(LL, row)} · ${eventLabel(LL, row.event)} · ${row.id}`}
      rowActions={
        history.offered
          ? (row) =>
              isFlowEntity(row.entity) && isTransition(row)
                ? history.actions(row.entity, Number(row.entityId), recordTitle(LL, row))
                : []
          : undefined
      }
      aboveTable={() => (
        <Text as="p" className={styles.note}>
          {A.trailNote()}
        </Text>
      )}
      extras={() => (
        <>
          <PayloadDialog row={shown} onClose={() => setShown(null)} />
          {history.drawer}
        </>
      )}
    />
  );
}

export default function AuditTrailScreen() {
  const { userKey } = useCurrentUser();
  return (
    <AuditTrailView
      api={auditApi}
      recordHistory={useHistoryAccess()}
      userKey={userKey}
    />
  );
}
