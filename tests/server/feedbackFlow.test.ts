/**
 * The feedback desk on both databases (docs/feedback.md): the list and its filters and export,
 * the feedback machine's transitions with their audit rows and History, two admins at once (one
 * wins, one 409), and hostile input to every feedback call refused with 4xx, nothing stored.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { feedbackIdForm, replyFeedbackForm, sendFeedbackForm, type FeedbackChange, type FeedbackRecord } from '../../contracts/feedback.js';
import type { RecordHistory } from '../../contracts/audit.js';
import { auditRows, refusedVariants } from './support/cardKeys.js';
import { tableCounts } from './support/controlCharacters.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { APP, FEEDBACK, feedbackForm, sendFeedback } from './support/feedback.js';
import { API, useTestServer } from './support/server.js';

type Page = { records: FeedbackRecord[]; total: number };

const BODIES: [path: string, schema: z.ZodType, valid: Record<string, unknown>][] = [
  ['takeFeedback', feedbackIdForm, { id: 1 }],
  ['replyFeedback', replyFeedbackForm, { id: 1, reply: 'A reply' }],
  ['closeFeedback', feedbackIdForm, { id: 1 }],
];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`the feedback desk on ${target.name}`, () => {
    const server = useTestServer(target);
    const act = async (token: string, action: string, body: object) => server.post<FeedbackChange>(`${FEEDBACK}/${action}`, body, { token });

    it('lists the demo feedback with names and signed screenshots, filtered and exported as shown', async () => {
      const admin = await server.sessionFor('admin');
      const all = await server.get<Page>(`${FEEDBACK}/queryFeedback`, { token: admin });
      expect(all.status, all.text).toBe(200);
      expect(new Set(all.body.data.records.map((r) => r.status))).toEqual(new Set(['new', 'in_progress', 'replied', 'closed']));
      const withShot = all.body.data.records.find((r) => r.screenshots.length > 0)!;
      expect(withShot).toMatchObject({ userName: 'player1 (Player One)', scriptName: 'Puzzle Kingdom Auto' });
      expect((await fetch(new URL(withShot.screenshots[0]!.url, server.url))).status).toBe(200);
      const replied = await server.get<Page>(`${FEEDBACK}/queryFeedback`, { token: admin, query: { status: 'replied' } });
      expect(replied.body.data.records.every((r) => r.status === 'replied' && r.handlerName?.startsWith('admin'))).toBe(true);
      const words = await server.get<Page>(`${FEEDBACK}/queryFeedback`, { token: admin, query: { text: 'DARK THEME' } });
      expect(words.body.data.records).toHaveLength(1);
      const none = await server.get<Page>(`${FEEDBACK}/queryFeedback`, { token: admin, query: { createdAtTo: '2020-01-01' } });
      expect(none.body.data.total).toBe(0);
      const csv = await server.get(`${FEEDBACK}/exportFeedback`, { token: admin, query: { columns: 'id,status,text', lang: 'zh', tz: 'Asia/Shanghai', status: 'closed' } });
      expect(csv.status, csv.text).toBe(200);
      expect(csv.text).toContain('编号');
      expect(csv.text).toContain('已关闭');
    });

    it('moves a feedback new → in progress → replied → in progress → replied → closed, each step audited and in its History', async () => {
      const admin = await server.sessionFor('admin');
      const feedback = await sendFeedback(server, await server.sessionFor('player1'), feedbackForm());
      expect((await act(admin, 'replyFeedback', { id: feedback.id, reply: 'too early' })).status).toBe(409);
      const steps: [string, object, string][] = [
        ['takeFeedback', {}, 'in_progress'],
        ['replyFeedback', { reply: 'First answer' }, 'replied'],
        ['reopenFeedback', {}, 'in_progress'],
        ['replyFeedback', { reply: 'Second answer' }, 'replied'],
        ['closeFeedback', {}, 'closed'],
      ];
      for (const [action, more, to] of steps) {
        const answer = await act(admin, action, { id: feedback.id, ...more });
        expect(answer.status, `${action}: ${answer.text}`).toBe(200);
        expect(answer.body.data.to).toBe(to);
      }
      const closedAgain = await act(admin, 'closeFeedback', { id: feedback.id });
      expect(closedAgain.status).toBe(409);
      expect(closedAgain.body.data).toMatchObject({ reason: 'illegal_transition' });
      const rows = await auditRows(server, 'feedback', feedback.id);
      expect(rows.map((r) => [r.event, r.from_status, r.to_status])).toEqual([
        ['TAKE', 'new', 'in_progress'],
        ['REPLY', 'in_progress', 'replied'],
        ['REOPEN', 'replied', 'in_progress'],
        ['REPLY', 'in_progress', 'replied'],
        ['CLOSE', 'replied', 'closed'],
      ]);
      expect(JSON.parse(rows[3]!.payload)).toEqual({ reply: 'Second answer' });
      const history = await server.get<RecordHistory>(`${API}/audit/queryRecordHistory`, { token: admin, query: { entity: 'feedback', id: String(feedback.id) } });
      expect(history.status, history.text).toBe(200);
      expect(history.body.data.status).toBe('closed');
    });

    it('lets one of two admins acting at once win; the other gets 409 and nothing more is written', async () => {
      const admin = await server.sessionFor('admin');
      const feedback = await sendFeedback(server, await server.sessionFor('player2'), feedbackForm());
      const answers = await Promise.all([act(admin, 'takeFeedback', { id: feedback.id }), act(await server.sessionFor('admin'), 'takeFeedback', { id: feedback.id })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await auditRows(server, 'feedback', feedback.id)).toHaveLength(1);
    });

    it('refuses every hostile variant of each body with 400 and changes nothing', async () => {
      const admin = await server.sessionFor('admin');
      const player = await server.sessionFor('player1');
      const before = await tableCounts(server.db);
      for (const [path, schema, valid] of BODIES) {
        for (const [name, body] of refusedVariants(schema, valid)) {
          const answer = await act(admin, path, body as object);
          expect(answer.status, `${path} ${name}: ${answer.text}`).toBe(400);
        }
      }
      const valid = feedbackForm();
      const hostile = [
        ...refusedVariants(sendFeedbackForm, valid as unknown as Record<string, unknown>),
        ['markup', { ...valid, text: '<script>alert(1)</script>' }],
        ['blank', { ...valid, text: '   ' }],
        ['too long', { ...valid, text: 'x'.repeat(2001) }],
        ['contact too long', { ...valid, contact: 'x'.repeat(101) }],
        ['control character', { ...valid, contact: 'a\u0000b' }],
        ['bidi override', { ...valid, appVersion: '1\u202e2' }],
        ['short clientId', { ...valid, clientId: 'x' }],
        ['prototype pollution', JSON.parse(`{"__proto__": {"admin": true}, "clientId": "${valid.clientId}", "text": "a", "appVersion": "1", "deviceId": "device-0001"}`)],
      ] as [string, unknown][];
      for (const [name, body] of hostile) {
        const answer = await server.post(`${APP}/sendFeedback`, body, { token: player });
        expect(answer.status, `${name}: ${answer.text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, name).toBeLessThan(500);
      }
      const queries: Record<string, string>[] = [{ status: 'open' }, { scriptId: 'abc' }, { createdAtFrom: 'yesterday' }, { sort: 'text,asc' }, { unknown: '1' }, { text: 'x'.repeat(500) }];
      for (const query of queries) {
        expect((await server.get(`${FEEDBACK}/queryFeedback`, { token: admin, query })).status, JSON.stringify(query)).toBe(400);
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });
  });
}
