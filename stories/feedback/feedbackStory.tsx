/** The feedback desk over an in-memory desk (never a live server), as ADMIN or a reader who sends nothing. */
import { useState } from 'react';
import { entityPermissions } from '@contracts/permissions.js';
import { FeedbackView } from '@/screens/feedback/FeedbackView';
import { fixtureHistoryLoader } from '../../tests/fixtures/audit/auditFixtures';
import { FEEDBACK_ADMIN, FEEDBACK_AUDITOR, fixtureFeedbackDesk, type FeedbackDeskOptions } from '../../tests/fixtures/lists/feedbackFixtures';
import { fixtureScriptApi, sampleScripts } from '../../tests/fixtures/lists/scriptFixtures';
import { STORY_VIEW } from '../lists/listStatePlays';

export interface FeedbackStoryProps {
  who: 'admin' | 'reader';
  desk?: FeedbackDeskOptions;
}

export function FeedbackStory({ who, desk }: FeedbackStoryProps) {
  const actor = who === 'admin' ? FEEDBACK_ADMIN : FEEDBACK_AUDITOR;
  const [made] = useState(() => {
    const world = fixtureFeedbackDesk(desk);
    const histories = world.rows.map((row) => ({ entity: 'feedback' as const, id: row.id, status: row.status, transitions: [] }));
    return { api: world.api(actor), history: fixtureHistoryLoader({ histories }).load, scripts: fixtureScriptApi({ rows: sampleScripts(6) }).api.records };
  });
  return (
    <FeedbackView
      title="Feedback"
      tableId="opinionAdmin"
      api={made.api}
      scripts={made.scripts}
      actor={actor}
      recordHistory={who === 'admin' ? made.history : undefined}
      permissions={who === 'admin' ? entityPermissions(actor.roles, 'Feedback') : { list: true, add: false, update: false, delete: false }}
      {...STORY_VIEW}
    />
  );
}
