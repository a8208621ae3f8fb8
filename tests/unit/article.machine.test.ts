/**
 * The article machine, model-based: an independent oracle (docs/flows.md, "Article", written as a
 * function of status, event and sender) is checked against the machine from every stored status
 * for every event and sender, and along every path xstate/graph finds.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, type ArticleActor, type ArticleStatus } from '../../contracts/articleKinds.js';
import {
  ARTICLE_MACHINE_STATES,
  articleMachine,
  articleSnapshot,
  type ArticleContext,
  type ArticleEvent,
} from '../../machines/article.machine.js';

const COMPANY = 30;
const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'], companyId: null },
  companyUser: { id: 11, roles: ['BUSINESS_COMPANY'], companyId: COMPANY },
  colleague: { id: 12, roles: ['BUSINESS_COMPANY', 'AUDITOR'], companyId: COMPANY },
  otherCompany: { id: 13, roles: ['BUSINESS_COMPANY'], companyId: COMPANY + 1 },
  unlinkedCompanyUser: { id: 14, roles: ['BUSINESS_COMPANY'], companyId: null },
  linkedOperator: { id: 5, roles: ['OPERATE'], companyId: COMPANY },
  creator: { id: 3, roles: ['CREATOR'], companyId: null },
  auditor: { id: 10, roles: ['AUDITOR'], companyId: null },
} satisfies Record<string, ArticleActor>;

const CONTEXT: ArticleContext = { companyId: COMPANY };

const events: ArticleEvent[] = Object.values(ACTORS).flatMap((actor) =>
  (['PUBLISH', 'UNPUBLISH'] as const).map((type) => ({ type, actor })),
);

/** docs/flows.md, written independently of the machine; undefined when refused. */
function oracle(status: ArticleStatus, event: ArticleEvent): ArticleStatus | undefined {
  const { roles, companyId } = event.actor;
  const publisher = roles.includes('ADMIN') || (roles.includes('BUSINESS_COMPANY') && companyId === COMPANY);
  if (!publisher) return undefined;
  const table: Partial<Record<string, ArticleStatus>> = {
    'draft:PUBLISH': 'published',
    'published:UNPUBLISH': 'unpublished',
    'unpublished:PUBLISH': 'published',
  };
  return table[`${status}:${event.type}`];
}

const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);
const serializeEvent = (event: ArticleEvent) => JSON.stringify({ type: event.type, actor: event.actor.id });

describe('article machine', () => {
  it('has exactly the stored statuses as states, starting as a draft, none final', () => {
    expect([...ARTICLE_MACHINE_STATES].sort()).toEqual([...ARTICLE_STATUSES].sort());
    expect(articleMachine.config.initial).toBe('draft');
    expect(() => articleSnapshot('deleted' as ArticleStatus, CONTEXT)).toThrow();
    expect(ARTICLE_STATUSES.map((s) => articleSnapshot(s, CONTEXT).status)).toEqual(['active', 'active', 'active']);
  });

  it.each(ARTICLE_STATUSES.map((s) => [s]))('from stored %s, each event is allowed exactly as the oracle says', (status) => {
    for (const event of events) {
      const snapshot = articleSnapshot(status, CONTEXT);
      const expected = oracle(status, event);
      expect(snapshot.can(event), `${status} ${event.type} by ${event.actor.id}`).toBe(expected !== undefined);
      const [next, actions] = transition(articleMachine, snapshot, event);
      expect(next.value).toBe(expected ?? status);
      expect(next.context).toEqual(CONTEXT);
      expect(actions).toEqual([]);
    }
  });

  it('reaches every status, and publishes an unpublished article again', () => {
    const paths = getShortestPaths(articleMachine, { events, input: CONTEXT, serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value as string))).toEqual(new Set(ARTICLE_STATUSES));
    const simple = getSimplePaths(articleMachine, { events, input: CONTEXT, serializeState, serializeEvent });
    const types = new Set(simple.map((p) => p.steps.slice(1).map((s) => s.event.type).join(' ')));
    expect(types).toEqual(new Set(['', 'PUBLISH', 'PUBLISH UNPUBLISH']));
    for (const path of simple) {
      let status: ArticleStatus = 'draft';
      for (const step of path.steps.slice(1)) {
        const next = oracle(status, step.event as ArticleEvent);
        expect(next, `${status} --${step.event.type}-->`).toBeDefined();
        status = next!;
        expect(step.state.value).toBe(status);
      }
    }
    const [republished] = transition(articleMachine, articleSnapshot('unpublished', CONTEXT), { type: 'PUBLISH', actor: ACTORS.companyUser });
    expect(republished.value).toBe('published');
  });

  it("lets the company's users and ADMIN publish and unpublish, nobody else", () => {
    const senders = (status: ArticleStatus, type: ArticleEvent['type']) =>
      Object.entries(ACTORS)
        .filter(([, actor]) => articleSnapshot(status, CONTEXT).can({ type, actor }))
        .map(([name]) => name);
    const publishers = ['admin', 'companyUser', 'colleague'];
    expect(senders('draft', 'PUBLISH')).toEqual(publishers);
    expect(senders('published', 'UNPUBLISH')).toEqual(publishers);
    expect(senders('unpublished', 'PUBLISH')).toEqual(publishers);
  });

  it('never takes an article back to a draft', () => {
    for (const status of ['published', 'unpublished'] as const) {
      for (const event of events) {
        expect(transition(articleMachine, articleSnapshot(status, CONTEXT), event)[0].value).not.toBe('draft');
      }
    }
  });
});
