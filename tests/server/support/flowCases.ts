/**
 * One transition of every status flow (docs/flows.md, docs/audit.md "The status flows"), each on
 * a record made or found in the state it leaves, for tests that send the same call many times at
 * once: the record, the call, who sends it and the audit entity its row is written under.
 */
import { expect } from 'vitest';
import type { ScriptActiveRecord } from '../../../contracts/activity.js';
import { addArticle } from './articles.js';
import { addGroup, keyRowsOf, userIdOf } from './cardKeys.js';
import { feedbackForm, FEEDBACK, sendFeedback } from './feedback.js';
import { addDraft } from './promotions.js';
import { API, type TestServer } from './server.js';

export interface PreparedTransition {
  id: number;
  path: string;
  body: Record<string, unknown>;
  token: string;
}

export interface FlowCase {
  flow: string;
  /** The audit rows' entity. */
  entity: string;
  prepare(server: TestServer): Promise<PreparedTransition>;
}

const thisMonth = new Date().toISOString().slice(0, 7);
let serial = 0;

/** A closed month of creator1's that is submitted, outside any signing (as the settlement tests pick). */
async function submittedMonth(server: TestServer): Promise<number> {
  const token = await server.sessionFor('creator1');
  const answer = await server.get<{ records: ScriptActiveRecord[] }>(`${API}/active/queryScriptActive`, { token, query: { size: '200', status: 'submitted' } });
  expect(answer.status, answer.text).toBe(200);
  const closed = answer.body.data.records.filter((r) => r.countTime < thisMonth);
  const record = closed.find((r) => r.companyName === null) ?? closed[0];
  expect(record, 'creator1 has a submitted closed month').toBeDefined();
  return record!.id;
}

/** A new config of creator1's, pending review (made as the review tests make theirs). */
async function pendingConfig(server: TestServer): Promise<number> {
  const owner = await userIdOf(server, 'creator1');
  const script = (await server.db.selectFrom('scripts').select('id').where('owner_id', '=', owner).orderBy('id').executeTakeFirstOrThrow()).id;
  const at = new Date().toISOString();
  const values = { script_id: script, owner_id: owner, config_name: `Race ${++serial}`, content: '{"taps":[]}', created_at: at, updated_at: at };
  return (await server.db.insertInto('configs').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A script of creator1's, added and submitted through the API. */
async function submittedScript(server: TestServer): Promise<number> {
  const creator = await server.sessionFor('creator1');
  const game = (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const added = await server.post<{ id: number }>(
    `${API}/script/addScript`,
    { scriptName: `Race Script ${++serial}`, scriptPackage: 'com.race.game', gameId: game, scriptParam: '{}', scriptExplain: '', scriptLabel: [], iamgeUrl: null, brandId: null, authorNick: 'Race' },
    { token: creator },
  );
  expect(added.status, added.text).toBe(200);
  const submitted = await server.post(`${API}/script/submitScript`, { id: added.body.data.id }, { token: creator });
  expect(submitted.status, submitted.text).toBe(200);
  return added.body.data.id;
}

/** creator2's first APK version that an activation superseded (activating it again is a roll back). */
async function supersededVersion(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('releases as r')
    .innerJoin('scripts as s', 's.id', 'r.script_id')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .select('r.id')
    .where('u.username_key', '=', 'creator2')
    .where('r.kind', '=', 'apk')
    .where('r.status', '=', 'superseded')
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const FLOW_CASES: readonly FlowCase[] = [
  {
    flow: 'settlement EXAMINE',
    entity: 'settlement',
    async prepare(server) {
      const id = await submittedMonth(server);
      return { id, path: `${API}/active/examineActive`, body: { id, activeFinalNum: 1, activeMoney: '1', confirmUnusual: true }, token: await server.sessionFor('admin') };
    },
  },
  {
    flow: 'review APPROVE',
    entity: 'config',
    async prepare(server) {
      const id = await pendingConfig(server);
      return { id, path: `${API}/config/approveConfig`, body: { id }, token: await server.sessionFor('admin') };
    },
  },
  {
    flow: 'feedback TAKE',
    entity: 'feedback',
    async prepare(server) {
      const { id } = await sendFeedback(server, await server.sessionFor('player1'), feedbackForm());
      return { id, path: `${FEEDBACK}/takeFeedback`, body: { id }, token: await server.sessionFor('admin') };
    },
  },
  {
    flow: 'promotion SUBMIT',
    entity: 'promotion',
    async prepare(server) {
      const partner = await server.sessionFor('partner1');
      const { id } = await addDraft(server, partner);
      return { id, path: `${API}/promotion/submitPromotion`, body: { id }, token: partner };
    },
  },
  {
    flow: 'article PUBLISH',
    entity: 'article',
    async prepare(server) {
      const company = await server.sessionFor('company1');
      const { id } = await addArticle(server, company, { title: `Race article ${++serial}` });
      return { id, path: `${API}/article/publishArticle`, body: { id }, token: company };
    },
  },
  {
    flow: 'release ACTIVATE (roll back)',
    entity: 'release',
    async prepare(server) {
      const id = await supersededVersion(server);
      return { id, path: `${API}/script/activateScriptFile`, body: { id }, token: await server.sessionFor('creator2') };
    },
  },
  {
    flow: 'script visibility SHOW',
    entity: 'script',
    async prepare(server) {
      const id = await submittedScript(server);
      return { id, path: `${API}/script/showScript`, body: { id }, token: await server.sessionFor('operator') };
    },
  },
  {
    flow: 'card key DISABLE',
    entity: 'card_key',
    async prepare(server) {
      const admin = await server.sessionFor('admin');
      const group = await addGroup(server, admin, { goodsCard: 'vip', cardNum: 1, validDay: 31, price: '30' });
      const [key] = await keyRowsOf(server, group.id);
      return { id: key!.id, path: `${API}/card/disableCardKey`, body: { id: key!.id }, token: admin };
    },
  },
  {
    flow: 'account FREEZE',
    entity: 'user',
    async prepare(server) {
      const id = await userIdOf(server, 'partner2');
      return { id, path: `${API}/useradmin/freezeUser`, body: { id }, token: await server.sessionFor('admin') };
    },
  },
];
