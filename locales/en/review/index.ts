// Strings of the review screens: clicker configs and shared clicker configs.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_review = {
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    listed: 'Listed',
    delisted: 'Delisted',
  },
  // The review machine's events (docs/review.md): approve and reject are the "examine".
  action: {
    APPROVE: 'Approve',
    REJECT: 'Reject',
    LIST: 'List',
    DELIST: 'Delist',
    RESUBMIT: 'Resubmit',
  },
  column: 'Review',
  actionsFor: 'Review actions for {name:string}',
  cannotOperate: 'Cannot operate',
  configName: 'Config name',
  script: 'Script',
  owner: 'Owner',
  statusColumn: 'Status',
  queueEmpty: 'Nothing is waiting for review. New submissions appear here as soon as their authors send them.',
  ownEmpty: 'You have not submitted anything yet. What you submit appears here with its review status.',
  rejectReason: 'Rejected because',
  contentPreview: 'Content',
  linkerId: 'Shared config ID',
  linkerName: 'Shared config',
  filterScript: 'Script name',
  filterOwner: 'Owner name',
  filterConfig: 'Config name',
  filterLinker: 'Shared config or file name',
  queueNote:
    'The review queue opens on pending submissions; Reset returns to them. Choose another status to see the rest.',
  ownNote:
    'Your submissions and their outcome. A rejected one can be corrected and resubmitted for review.',
  confirmTitle: {
    APPROVE: 'Approve this config?',
    LIST: 'List this config?',
    DELIST: 'Delist this config?',
  },
  confirmText: {
    APPROVE:
      '“{name:string}” will be approved. Its owner sees the outcome; list it to offer it to users.',
    LIST: '“{name:string}” will be listed (favoured): users can find and use it.',
    DELIST:
      '“{name:string}” will be delisted (deprecated): users no longer find it. It can be listed again.',
  },
  rejectTitle: 'Reject {name:string}',
  reason: 'Reason',
  reasonHint: 'The owner reads this and can correct the config.',
  reasonRequired: 'Say why it is rejected.',
  resubmitTitle: 'Resubmit {name:string}',
  rejectedBecause: 'Rejected because: {reason:string}',
  content: 'Content',
  contentHint: 'Correct the content if needed. Unchanged content is resubmitted as it is.',
  contentRequired: 'The content cannot be empty.',
  contentLoading: 'Loading the content…',
  retry: 'Try again',
  viewContent: 'View content',
  contentTitle: 'Content of {name:string}',
  contentSize: '{count:number} characters',
  contentFailed: 'The content could not be loaded.',
  done: {
    APPROVE: '{name:string} was approved.',
    REJECT: '{name:string} was rejected.',
    LIST: '{name:string} is listed.',
    DELIST: '{name:string} was delisted.',
    RESUBMIT: '{name:string} was resubmitted for review.',
  },
  approveAndList: 'Approve and list',
  approveAndListTitle: 'Approve and list this config?',
  approveAndListText: '“{name:string}” will be approved, then listed (favoured): users can find and use it at once.',
  approveAndListDone: '{name:string} was approved and listed.',
  approveSelected: 'Approve selected',
  batchTitle: 'Approve the selected configs?',
  batchText:
    '{count:number} selected will be approved. Any that are no longer pending are left as they are.',
  batchDone: '{approved:number} approved, {refused:number} not.',
  batchRefused: '“{name:string}”: {reason:string}',
} satisfies NamespaceBaseTranslation;

export default en_review;
