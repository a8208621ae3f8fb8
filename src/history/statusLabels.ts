/**
 * The statuses of the flow entities (contracts/audit.ts FLOW_ENTITIES) in the user's language,
 * without the flows' machines (flowMachines.ts), so a screen that only names a status (the
 * dashboard's latest changes) does not load them.
 */
import type { Namespaces, TranslationFunctions } from '@locales/i18n-types';
import { isAccountStatus } from '@contracts/account.js';
import { isArticleStatus } from '@contracts/articleKinds.js';
import { isCardKeyStatus } from '@contracts/cardKeyKinds.js';
import { FLOW_ENTITIES, type FlowEntity } from '@contracts/auditKinds.js';
import { isFeedbackStatus } from '@contracts/feedbackKinds.js';
import { isPromotionStatus } from '@contracts/promotionKinds.js';
import { isReviewStatus } from '@contracts/reviewKinds.js';
import { isReleaseStatus } from '@contracts/releaseKinds.js';
import { isScriptVisibility } from '@contracts/scriptVisibilityKinds.js';
import { isSettlementStatus } from '@contracts/settlementKinds.js';

export function isFlowEntity(entity: string): entity is FlowEntity {
  return (FLOW_ENTITIES as readonly string[]).includes(entity);
}

/** A stored status in the user's language (an unknown one as it is stored). */
export function statusLabel(LL: TranslationFunctions, entity: FlowEntity, status: string): string {
  switch (entity) {
    case 'settlement':
      return isSettlementStatus(status) ? LL.settlement.status[status]() : status;
    case 'config':
    case 'linker':
      return isReviewStatus(status) ? LL.review.status[status]() : status;
    case 'user':
      return isAccountStatus(status) ? LL.userAdmin.statusName[status]() : status;
    case 'script':
      return isScriptVisibility(status) ? LL.script.status[status]() : status;
    case 'release':
      return isReleaseStatus(status) ? LL.release.status[status]() : status;
    case 'card_key':
      return isCardKeyStatus(status) ? LL.cardKey.status[status]() : status;
    default:
      return appSideStatusLabel(LL, entity, status) ?? status;
  }
}

/** A status of an app-side flow in the user's language; undefined for any other entity. */
export function appSideStatusLabel(LL: TranslationFunctions, entity: string, status: string): string | undefined {
  switch (entity) {
    case 'feedback':
      return isFeedbackStatus(status) ? LL.feedback.status[status]() : status;
    case 'promotion':
      return isPromotionStatus(status) ? LL.promotion.status[status]() : status;
    case 'article':
      return isArticleStatus(status) ? LL.article.status[status]() : status;
    default:
      return undefined;
  }
}

/** A status of any audited entity: translated for the flow entities, as stored for the rest. */
export function recordStatusLabel(
  LL: TranslationFunctions,
  entity: string,
  status: string,
): string {
  return isFlowEntity(entity) ? statusLabel(LL, entity, status) : status;
}

/** The namespace of the dictionary holding each flow's status names (what `statusLabel` reads). */
const STATUS_NAMESPACES = {
  settlement: 'settlement',
  config: 'review',
  linker: 'review',
  user: 'userAdmin',
  script: 'script',
  release: 'release',
  card_key: 'cardKey',
  feedback: 'feedback',
  promotion: 'promotion',
  article: 'article',
} as const satisfies Record<FlowEntity, Namespaces>;

/** The namespaces naming the statuses of `entities` (each once; entities without a flow need none). */
export function statusNamespaces(entities: Iterable<string>): Namespaces[] {
  return [...new Set([...entities].filter(isFlowEntity).map((entity) => STATUS_NAMESPACES[entity]))];
}
