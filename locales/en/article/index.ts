// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_article = {
  statusColumn: 'Status',
  status: { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' },
  event: { PUBLISH: 'Publish', UNPUBLISH: 'Unpublish' },
  done: {
    PUBLISH: 'Article {name:string} published',
    UNPUBLISH: 'Article {name:string} unpublished',
  },
} satisfies NamespaceBaseTranslation;

export default en_article;
