/**
 * The feedback machine, model-based: an independent oracle (docs/flows.md, "Feedback", written
 * as a function of status, event, sender and reply) is checked against the machine from every
 * stored status for every event and sender, and along every path xstate/graph finds.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES, type FeedbackActor, type FeedbackStatus } from '../../contracts/feedbackKinds.js';
import {
  FEEDBACK_MACHINE_STATES,
  feedbackMachine,
  feedbackSnapshot,
  type FeedbackContext,
  type FeedbackEvent,
} from '../../machines/feedback.machine.js';

const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'] },
  operator: { id: 5, roles: ['OPERATE'] },
  auditor: { id: 10, roles: ['AUDITOR'] },
  creator: { id: 3, roles: ['CREATOR'] },
  partner: { id: 6, roles: ['COOPERATE'] },
  appUser: { id: 77, roles: [] },
} satisfies Record<string, FeedbackActor>;

const REPLIES = {
  fine: 'Thanks, fixed in 2.3.',
  padded: '  Fixed.  ',
  longest: 'x'.repeat(FEEDBACK_REPLY_MAX),
  tooLong: 'x'.repeat(FEEDBACK_REPLY_MAX + 1),
  blank: ' \n\t ',
  empty: '',
} as const;

const NEW: FeedbackContext = { handlerId: null, reply: null };
/** A stored feedback in `status`: taken ones carry their handler, answered ones their reply. */
const storedContext = (status: FeedbackStatus): FeedbackContext =>
  status === 'new' ? NEW : { handlerId: ACTORS.operator.id, reply: status === 'in_progress' ? null : REPLIES.fine };

const events: FeedbackEvent[] = Object.values(ACTORS).flatMap((actor): FeedbackEvent[] => [
  { type: 'TAKE', actor },
  { type: 'CLOSE', actor },
  { type: 'REOPEN', actor },
  ...Object.values(REPLIES).map((reply): FeedbackEvent => ({ type: 'REPLY', actor, reply })),
]);

/** Fewer events for the graph: its paths multiply with every sender and reply. */
const graphEvents = events.filter(
  (event) => [ACTORS.operator.id, ACTORS.auditor.id].includes(event.actor.id) && (event.type !== 'REPLY' || event.reply !== REPLIES.longest),
);

interface Model {
  status: FeedbackStatus;
  handlerId: number | null;
  reply: string | null;
}

/** docs/flows.md, written independently of the machine; undefined when refused. */
function oracle(model: Model, event: FeedbackEvent): Model | undefined {
  const handler = event.actor.roles.includes('ADMIN') || event.actor.roles.includes('OPERATE');
  if (!handler) return undefined;
  switch (`${model.status}:${event.type}`) {
    case 'new:TAKE':
    case 'replied:REOPEN':
      return { ...model, status: 'in_progress', handlerId: event.actor.id };
    case 'in_progress:REPLY': {
      const reply = event.type === 'REPLY' ? event.reply.trim() : '';
      return reply !== '' && reply.length <= 2000 ? { ...model, status: 'replied', reply } : undefined;
    }
    case 'new:CLOSE':
    case 'in_progress:CLOSE':
    case 'replied:CLOSE':
      return { ...model, status: 'closed' };
    default:
      return undefined;
  }
}

const describeEvent = (event: FeedbackEvent) =>
  `${event.type} by ${event.actor.id}${event.type === 'REPLY' ? ` (${JSON.stringify(event.reply.slice(0, 12))}, ${event.reply.length})` : ''}`;
const serializeState = (snapshot: { value: unknown; context: FeedbackContext }) => JSON.stringify([snapshot.value, snapshot.context]);
const serializeEvent = (event: FeedbackEvent) => JSON.stringify({ ...event, actor: event.actor.id });

describe('feedback machine', () => {
  it('has exactly the stored statuses as states, starting new, closed final', () => {
    expect([...FEEDBACK_MACHINE_STATES].sort()).toEqual([...FEEDBACK_STATUSES].sort());
    expect(feedbackMachine.config.initial).toBe('new');
    expect(() => feedbackSnapshot('lost' as FeedbackStatus, NEW)).toThrow();
    expect(FEEDBACK_STATUSES.map((s) => [s, feedbackSnapshot(s, storedContext(s)).status])).toEqual([
      ['new', 'active'],
      ['in_progress', 'active'],
      ['replied', 'active'],
      ['closed', 'done'],
    ]);
  });

  it.each(FEEDBACK_STATUSES.map((s) => [s]))('from stored %s, each event is allowed exactly as the oracle says', (status) => {
    const context = storedContext(status);
    for (const event of events) {
      const snapshot = feedbackSnapshot(status, context);
      const expected = oracle({ status, ...context }, event);
      expect(snapshot.can(event), `${status} ${describeEvent(event)}`).toBe(expected !== undefined);
      const [next, actions] = transition(feedbackMachine, snapshot, event);
      expect(next.value).toBe(expected?.status ?? status);
      expect(next.context).toEqual(expected ? { handlerId: expected.handlerId, reply: expected.reply } : context);
      expect(actions).toEqual([]);
    }
  });

  it('reaches every status from a new feedback, closed after a reply by TAKE, REPLY, CLOSE', () => {
    const paths = getShortestPaths(feedbackMachine, { events: graphEvents, input: NEW, serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(FEEDBACK_STATUSES));
    const answered = paths.filter((p) => p.state.value === 'closed' && p.state.context.reply !== null);
    expect(answered.map((p) => p.steps.map((s) => s.event.type))).toContainEqual(['xstate.init', 'TAKE', 'REPLY', 'CLOSE']);
  });

  it('follows the oracle along every simple path, a follow-up by REOPEN then REPLY', () => {
    const paths = getSimplePaths(feedbackMachine, { events: graphEvents, input: NEW, serializeState, serializeEvent });
    const types = new Set(paths.map((p) => p.steps.slice(1).map((s) => s.event.type).join(' ')));
    // Two different replies: a follow-up replies with the other one, then the next comes back.
    const answered = ['TAKE REPLY', 'TAKE REPLY REOPEN', 'TAKE REPLY REOPEN REPLY', 'TAKE REPLY REOPEN REPLY REOPEN'];
    expect(types).toEqual(
      new Set(['', 'CLOSE', 'TAKE', 'TAKE CLOSE', ...answered, ...answered.map((steps) => `${steps} CLOSE`)]),
    );
    for (const path of paths) {
      let model: Model = { status: 'new', ...NEW };
      for (const step of path.steps.slice(1)) {
        const event = step.event as FeedbackEvent;
        const next = oracle(model, event);
        expect(next, `${model.status} --${describeEvent(event)}-->`).toBeDefined();
        model = next!;
        expect(step.state.value).toBe(model.status);
        expect(step.state.context).toEqual({ handlerId: model.handlerId, reply: model.reply });
      }
    }
  });
});

describe('feedback guards', () => {
  const reply = (text: string, actor: FeedbackActor = ACTORS.operator): FeedbackEvent => ({ type: 'REPLY', actor, reply: text });
  const inProgress = () => feedbackSnapshot('in_progress', storedContext('in_progress'));

  it('lets ADMIN and OPERATE send every event, and nobody else any', () => {
    const senders = (status: FeedbackStatus, make: (actor: FeedbackActor) => FeedbackEvent) =>
      Object.entries(ACTORS)
        .filter(([, actor]) => feedbackSnapshot(status, storedContext(status)).can(make(actor)))
        .map(([name]) => name);
    expect(senders('new', (actor) => ({ type: 'TAKE', actor }))).toEqual(['admin', 'operator']);
    expect(senders('new', (actor) => ({ type: 'CLOSE', actor }))).toEqual(['admin', 'operator']);
    expect(senders('in_progress', (actor) => reply(REPLIES.fine, actor))).toEqual(['admin', 'operator']);
    expect(senders('in_progress', (actor) => ({ type: 'CLOSE', actor }))).toEqual(['admin', 'operator']);
    expect(senders('replied', (actor) => ({ type: 'REOPEN', actor }))).toEqual(['admin', 'operator']);
    expect(senders('replied', (actor) => ({ type: 'CLOSE', actor }))).toEqual(['admin', 'operator']);
  });

  it(`replies with 1 to ${FEEDBACK_REPLY_MAX} characters once trimmed, and stores the trimmed text`, () => {
    expect(inProgress().can(reply(REPLIES.longest))).toBe(true);
    expect(inProgress().can(reply(` ${REPLIES.longest} `))).toBe(true);
    expect(inProgress().can(reply(REPLIES.tooLong))).toBe(false);
    expect(inProgress().can(reply(REPLIES.blank))).toBe(false);
    expect(inProgress().can(reply(REPLIES.empty))).toBe(false);
    const [next] = transition(feedbackMachine, inProgress(), reply(REPLIES.padded));
    expect(next.context).toEqual({ handlerId: ACTORS.operator.id, reply: 'Fixed.' });
  });

  it('records who took it up, and who reopened it, keeping the reply for the follow-up', () => {
    const [taken] = transition(feedbackMachine, feedbackSnapshot('new', NEW), { type: 'TAKE', actor: ACTORS.admin });
    expect(taken.context).toEqual({ handlerId: ACTORS.admin.id, reply: null });
    const [reopened] = transition(feedbackMachine, feedbackSnapshot('replied', storedContext('replied')), { type: 'REOPEN', actor: ACTORS.admin });
    expect(reopened.value).toBe('in_progress');
    expect(reopened.context).toEqual({ handlerId: ACTORS.admin.id, reply: REPLIES.fine });
  });

  it('does nothing more with a closed feedback, whoever asks', () => {
    const snapshot = feedbackSnapshot('closed', storedContext('closed'));
    for (const event of events) expect(snapshot.can(event), describeEvent(event)).toBe(false);
  });
});
