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
import { FLOW_ENTITIES, type FlowEntity } from '@contracts/auditKinds.js';
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

/** The flow entities whose machine sends `event` (a script's SHOW, a config's LIST). */
export function entitiesSending(event: string): FlowEntity[] {
  return FLOW_ENTITIES.filter((entity) => FLOW_MACHINES[entity].events.includes(event));
}
