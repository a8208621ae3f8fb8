/**
 * The flow entities (contracts/audit.ts FLOW_ENTITIES) and the machine each one's records move
 * through: a settlement through the settlement machine, a clicker config and a shared clicker
 * config through the review machine, a user's account through the account machine, a script's
 * visibility through the script visibility machine, a card key through the card key machine. A history's
 * statechart is drawn from that machine itself, and its states named with the statuses' labels.
 * The app-side flows (feedback, partner promotions, articles; docs/flows.md) are registered here
 * too, and take part once contracts/audit.ts lists them among FLOW_ENTITIES.
 */
import type { AnyStateMachine } from 'xstate';
import type { TranslationFunctions } from '@locales/i18n-types';
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
import { accountMachine } from '@machines/account.machine.js';
import { articleMachine } from '@machines/article.machine.js';
import { cardKeyMachine } from '@machines/cardKey.machine.js';
import { feedbackMachine } from '@machines/feedback.machine.js';
import { promotionMachine } from '@machines/promotion.machine.js';
import { releaseMachine } from '@machines/release.machine.js';
import { reviewMachine } from '@machines/review.machine.js';
import { scriptVisibilityMachine } from '@machines/scriptVisibility.machine.js';
import { settlementMachine } from '@machines/settlement.machine.js';
import { statechartOf, type Statechart } from '@/components/statechart/statechartModel';

/** The app-side flows' machines: a feedback, a partner's promotion, a business company's article. */
export const APP_SIDE_FLOW_MACHINES = {
  feedback: feedbackMachine,
  promotion: promotionMachine,
  article: articleMachine,
} as const satisfies Record<string, AnyStateMachine>;
export type AppSideFlowEntity = keyof typeof APP_SIDE_FLOW_MACHINES;

export const FLOW_MACHINES: Record<FlowEntity, AnyStateMachine> = {
  settlement: settlementMachine,
  config: reviewMachine,
  linker: reviewMachine,
  user: accountMachine,
  script: scriptVisibilityMachine,
  release: releaseMachine,
  card_key: cardKeyMachine,
  ...APP_SIDE_FLOW_MACHINES,
};

export function isFlowEntity(entity: string): entity is FlowEntity {
  return (FLOW_ENTITIES as readonly string[]).includes(entity);
}

const charts = new Map<AnyStateMachine, Statechart>();

/** The statechart of the entity's machine (read from its definition once). */
export function flowChart(entity: FlowEntity): Statechart {
  const machine = FLOW_MACHINES[entity];
  let chart = charts.get(machine);
  if (!chart) {
    chart = statechartOf(machine);
    charts.set(machine, chart);
  }
  return chart;
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

/** The flow entities whose machine sends `event` (a script's SHOW, a config's LIST). */
export function entitiesSending(event: string): FlowEntity[] {
  return FLOW_ENTITIES.filter((entity) => FLOW_MACHINES[entity].events.includes(event));
}
