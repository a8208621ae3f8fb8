// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.
export const appSide = {
  feedback: {
    statusColumn: 'Status',
    status: { new: 'New', in_progress: 'In progress', replied: 'Replied', closed: 'Closed' },
    event: { TAKE: 'Take', REPLY: 'Reply', CLOSE: 'Close', REOPEN: 'Reopen' },
    done: {
      TAKE: 'Feedback {name:string} taken',
      REPLY: 'Feedback {name:string} replied to',
      CLOSE: 'Feedback {name:string} closed',
      REOPEN: 'Feedback {name:string} reopened',
    },
  },
  promotion: {
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
  },
  article: {
    statusColumn: 'Status',
    status: { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' },
    event: { PUBLISH: 'Publish', UNPUBLISH: 'Unpublish' },
    done: {
      PUBLISH: 'Article {name:string} published',
      UNPUBLISH: 'Article {name:string} unpublished',
    },
  },
};
