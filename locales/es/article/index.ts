// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceArticleTranslation } from '../../i18n-types.js';

const es_article = {
  statusColumn: 'Estado',
  status: { draft: 'Borrador', published: 'Publicado', unpublished: 'Retirado' },
  event: { PUBLISH: 'Publicar', UNPUBLISH: 'Retirar de la publicación' },
  done: {
    PUBLISH: 'Artículo {name} publicado',
    UNPUBLISH: 'Artículo {name} retirado de la publicación',
  },
} satisfies NamespaceArticleTranslation;

export default es_article;
