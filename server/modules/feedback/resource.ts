/**
 * The feedback desk's list (/api/feedback/queryFeedback, exportFeedback; docs/feedback.md): a
 * read-only view over `feedback` with its author's, script's and handler's names. Its rows name
 * screenshots by signed addresses, which is why the declaration is made per server, with its
 * secret. Written only through the feedback flow (./flow.ts).
 */
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { feedbackContract } from '../../../contracts/resources/feedback.js';
import { defineResource, type LooseDb } from '../../resource/resource.js';
import { feedbackOf } from './records.js';

export function feedbackView(db: LooseDb) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('scripts as s', 's.id', 'f.script_id')
    .leftJoin('users as h', 'h.id', 'f.handler_id')
    .select([
      'f.id',
      'f.user_id',
      'u.username',
      'u.nickname',
      'f.text',
      'f.contact',
      'f.script_id',
      's.script_name',
      'f.app_version',
      'f.device_id',
      'f.screenshots',
      'f.status',
      'f.handler_id',
      'h.username as handler_username',
      'h.nickname as handler_nickname',
      'f.reply',
      'f.replied_at',
      'f.created_at',
      'f.updated_at',
    ]);
}

export function feedbackResource(secret: string) {
  return defineResource(feedbackContract, {
    auditEntity: 'feedback',
    table: 'feedback',
    view: feedbackView,
    toRecord: (row) => feedbackOf(row, secret),
    list: {
      roles: ENTITY_ROLES.Feedback.list,
      filters: {
        status: { column: 'status' },
        scriptId: { column: 'script_id' },
        text: { columns: ['text'] },
        createdAt: { column: 'created_at' },
      },
      sortColumns: { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
  });
}
