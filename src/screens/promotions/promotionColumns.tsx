/**
 * The promotions list's columns and filters (contracts/resources/promotions.ts): the image as a
 * thumbnail, the title, the partner (ADMIN: a partner sees only its own), where it shows, its
 * link, its period, its status as a badge (with the reason of a rejection under a draft), who made
 * it and when. Filters: status, partner (ADMIN), position, title, start.
 */
import { Image, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { CooperateRecord } from '@contracts/cooperate.js';
import { PROMOTION_POSITIONS, type PromotionRecord } from '@contracts/promotion.js';
import { PROMOTION_STATUSES, type PromotionStatus } from '@contracts/promotionKinds.js';
import type { promotionContract } from '@contracts/resources/promotions.js';
import type { ListQueryState } from '@machines/list.machine.js';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { useChoices, type ChoicesSource } from '@/list/useChoices';

const TONES: Record<PromotionStatus, StatusTone> = {
  draft: 'subtle',
  pending: 'warning',
  scheduled: 'informative',
  live: 'success',
  ended: 'subtle',
};

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  reason: { color: tokens.colorPaletteRedForeground1 },
  link: { wordBreak: 'break-all' },
});

export function PromotionStatusBadge({ row }: { row: Pick<PromotionRecord, 'status' | 'rejectReason'> }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <span className={styles.status}>
      <StatusBadge label={LL.promotion.status[row.status]()} tone={TONES[row.status]} />
      {row.status === 'draft' && row.rejectReason && (
        <Text size={200} className={styles.reason}>
          {LL.promotionArea.rejectedBecause({ reason: row.rejectReason })}
        </Text>
      )}
    </span>
  );
}

export function usePromotionColumns(showsPartner: boolean): ListColumn<typeof promotionContract>[] {
  const { LL } = useI18nContext();
  const P = LL.promotionArea;
  const styles = useStyles();
  const columns: ListColumn<typeof promotionContract>[] = [
    idColumn(LL.list.id()),
    {
      key: 'imageUrl',
      label: P.image(),
      render: (row) => <Image src={row.imageUrl} alt={P.imageAlt({ title: row.title })} width={72} height={24} fit="cover" shape="rounded" />,
    },
    { key: 'title', label: P.title(), sortable: true, hideable: false },
    ...(showsPartner ? [{ key: 'partnerId' as const, label: P.partner(), render: (row: PromotionRecord) => row.partnerName }] : []),
    { key: 'position', label: P.position(), render: (row) => P.positions[row.position]() },
    {
      key: 'linkUrl',
      label: P.link(),
      shown: false,
      render: (row) => (
        <Link href={row.linkUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {row.linkUrl}
        </Link>
      ),
    },
    timeColumn('startsAt', P.startsAt(), { sortable: true }),
    timeColumn('endsAt', P.endsAt(), { sortable: true }),
    { key: 'status', label: LL.promotion.statusColumn(), render: (row) => <PromotionStatusBadge row={row} /> },
    { key: 'createdBy', label: P.createdBy(), shown: false, render: (row) => row.createdByName },
    { ...timeColumn('createdAt', LL.list.createdAt(), { sortable: true }), shown: false },
  ];
  return columns;
}

const ALL_PARTNERS: ListQueryState = { page: 1, size: 200, sort: 'id,asc', filters: {} };

/** The partners as choices (ADMIN); none and no request for a partner. */
export function usePartnerOptions(partners: ChoicesSource<CooperateRecord>) {
  return useChoices(partners, ALL_PARTNERS).records.map((partner) => ({ value: String(partner.id), label: partner.cooperateName }));
}

export function usePromotionFilters(partnerOptions: readonly { value: string; label: string }[] | null): ListFilter<typeof promotionContract>[] {
  const { LL } = useI18nContext();
  const P = LL.promotionArea;
  return [
    { kind: 'select', name: 'status', label: LL.promotion.statusColumn(), options: PROMOTION_STATUSES.map((s) => ({ value: s, label: LL.promotion.status[s]() })) },
    ...(partnerOptions ? [{ kind: 'select' as const, name: 'partnerId' as const, label: P.partner(), options: partnerOptions }] : []),
    { kind: 'select', name: 'position', label: P.position(), options: PROMOTION_POSITIONS.map((p) => ({ value: p, label: P.positions[p]() })) },
    { kind: 'text', name: 'title', label: P.title() },
    { kind: 'dateRange', name: 'startsAt', label: P.startsAt() },
  ];
}
