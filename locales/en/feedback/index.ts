// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_feedback = {
  statusColumn: 'Status',
  status: { new: 'New', in_progress: 'In progress', replied: 'Replied', closed: 'Closed' },
  event: { TAKE: 'Take', REPLY: 'Reply', CLOSE: 'Close', REOPEN: 'Reopen' },
  done: {
    TAKE: 'Feedback {name:string} taken',
    REPLY: 'Feedback {name:string} replied to',
    CLOSE: 'Feedback {name:string} closed',
    REOPEN: 'Feedback {name:string} reopened',
  },
} satisfies NamespaceBaseTranslation;

export default en_feedback;
