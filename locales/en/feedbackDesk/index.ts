// The feedback desk (/wn/opinion-admin, docs/feedback.md): what app users wrote, its screenshots,
// and the words of the reply form. Statuses and event names are in appSide.ts (`feedback`).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_feedbackDesk = {
  id: 'No.',
  recordName: '#{id:number} · {excerpt:string}',
  text: 'Feedback',
  textContains: 'Text contains',
  contact: 'Contact',
  script: 'Script',
  appVersion: 'App version',
  deviceId: 'Device',
  user: 'From',
  screenshots: 'Screenshots',
  handler: 'Handled by',
  reply: 'Reply',
  receivedAt: 'Received',
  empty: 'No feedback yet. What app users send from the app appears here.',
  explain: 'What app users wrote from the app. Take a feedback up, reply (the app user reads the reply in the app), then close it.',
  // Screenshots: thumbnails on the row, and the preview dialog.
  screenshotAlt: 'Screenshot {n:number} of {name:string}',
  openScreenshot: 'Open screenshot {n:number} of {name:string}',
  previewTitle: '{name:string}: screenshot {n:number} of {count:number}',
  previous: 'Previous screenshot',
  next: 'Next screenshot',
  // The flow's column and questions.
  handling: 'Handling',
  actionsFor: 'Actions for {name:string}',
  nothingToDo: 'Nothing to do',
  takeTitle: 'Take up {name:string}?',
  takeText: 'You become its handler; the others see that you are on it.',
  closeTitle: 'Close {name:string}?',
  closeText: 'A closed feedback is final: it cannot be replied to or reopened.',
  reopenTitle: 'Reopen {name:string}?',
  reopenText: 'It goes back to work with its reply kept, and you become its handler.',
  replyTitle: 'Reply to {name:string}',
  replyLabel: 'Reply',
  replyHint: 'The app user reads this in the app, under their feedback.',
  replyRequired: 'Write the reply.',
} satisfies NamespaceBaseTranslation;

export default en_feedbackDesk;
