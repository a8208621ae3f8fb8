/**
 * The audit trail (/audit/audit-trail, ADMIN and AUDITOR): every audit row, newest first, read
 * only. Filters by entity, record, actor name, event and date range live in the URL (the list
 * machine), so a filtered view can be shared as a link; Export CSV sends the same filters. A
 * status transition of a flow entity (settlement, config, linker, user) offers History: that
 * record's statechart and transitions (history/RecordHistoryDrawer.tsx).
 */
import { useState } from 'react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { AuditRecord } from '@contracts/audit.js';
import { auditApi, type AuditApi, type RecordHistoryLoader } from '@/api/audit';
import { useAuthSelector } from '@/auth/authContext';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { ResourceListView } from '@/components/list/ResourceListView';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import { StatusBadge } from '@/components/list/StatusBadge';
import {
  actorText,
  AUDIT_ENTITIES,
  AUDIT_EVENTS,
  entityLabel,
  eventLabel,
  recordName,
} from '@/history/auditLabels';
import { isFlowEntity, statusLabel } from '@/history/flowMachines';
import { parsePayload, payloadSummary } from '@/history/payloadText';
import { useHistoryAccess, useRecordHistory } from '@/history/useRecordHistory';
import { PayloadDialog } from './PayloadDialog';

/** The sort fields of GET /api/audit/queryAudit. */
export const AUDIT_SORTABLE = ['id', 'at', 'entity', 'event', 'actorName'] as const;

/** The trail is read, never written, by everyone. */
const READ_ONLY = { list: true, add: false, update: false, delete: false } as const;

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
  payload: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

/** A transition of a flow entity, whose record has a statechart history. */
const isTransition = (row: AuditRecord) => isFlowEntity(row.entity) && row.fromStatus !== null;

export function AuditTrailView({ api, recordHistory, userKey, saveFile }: AuditTrailViewProps) {
  const { LL } = useI18nContext();
  const A = LL.audit;
  const styles = useStyles();
  const history = useRecordHistory(recordHistory);
  const [shown, setShown] = useState<AuditRecord | null>(null);

  const status = (row: AuditRecord, value: string | null) =>
    value === null ? null : isFlowEntity(row.entity) ? statusLabel(LL, row.entity, value) : value;

  const columns: Column<AuditRecord>[] = [
    idColumn(LL.list.id()),
    timeColumn('at', A.time(), { sortable: true }),
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
    { key: 'entityId', label: A.record() },
    { key: 'event', label: A.event(), sortable: true, render: (row) => eventLabel(LL, row.event) },
    {
      key: 'change',
      label: A.change(),
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
        const summary = payloadSummary(parsePayload(row.payload), 60);
        if (!summary) return '';
        return (
          <span className={styles.payload}>
            <span>{summary}</span>
            <Button
              size="small"
              appearance="transparent"
              aria-label={A.showPayloadOf({ id: row.id })}
              onClick={() => setShown(row)}
            >
              {A.showPayload()}
            </Button>
          </span>
        );
      },
    },
  ];

  const filterFields: FilterField[] = [
    {
      kind: 'select',
      name: 'entity',
      label: A.entity(),
      options: AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(LL, value) })),
    },
    { kind: 'text', name: 'entityId', label: A.filterRecord() },
    { kind: 'text', name: 'actorName', label: A.filterActor() },
    {
      kind: 'select',
      name: 'event',
      label: A.event(),
      options: AUDIT_EVENTS.map((value) => ({ value, label: eventLabel(LL, value) })),
    },
    { kind: 'dateRange', name: 'at', label: A.time() },
  ];

  return (
    <ResourceListView<AuditRecord>
      title={LL.route.auditTrail()}
      tableId="auditTrail"
      api={api}
      permissions={READ_ONLY}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      sortable={AUDIT_SORTABLE}
      rowName={(row) => `${recordName(LL, row.entity, row.entityId)} · ${row.id}`}
      rowActions={
        history.offered
          ? (row) =>
              isFlowEntity(row.entity) && isTransition(row)
                ? history.actions(
                    row.entity,
                    Number(row.entityId),
                    recordName(LL, row.entity, row.entityId),
                  )
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
  const userId = useAuthSelector((snapshot) => snapshot.context.user?.id);
  return (
    <AuditTrailView
      api={auditApi}
      recordHistory={useHistoryAccess()}
      userKey={userId === undefined ? undefined : String(userId)}
    />
  );
}
