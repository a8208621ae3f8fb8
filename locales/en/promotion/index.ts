// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_promotion = {
  statusColumn: 'Status',
  status: { draft: 'Draft', pending: 'Awaiting approval', scheduled: 'Scheduled', live: 'Live', ended: 'Ended' },
  event: { SUBMIT: 'Submit', APPROVE: 'Approve', REJECT: 'Reject', WITHDRAW: 'Withdraw', START: 'Start', END: 'End' },
  done: {
    SUBMIT: 'Promotion {name:string} submitted for approval',
    APPROVE: 'Promotion {name:string} approved',
    REJECT: 'Promotion {name:string} rejected',
    WITHDRAW: 'Promotion {name:string} withdrawn',
    END: 'Promotion {name:string} ended',
  },
} satisfies NamespaceBaseTranslation;

export default en_promotion;
