// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceFeedbackTranslation } from '../../i18n-types.js';

const es_feedback = {
  statusColumn: 'Estado',
  status: { new: 'Nuevo', in_progress: 'En curso', replied: 'Respondido', closed: 'Cerrado' },
  event: { TAKE: 'Atender', REPLY: 'Responder', CLOSE: 'Cerrar', REOPEN: 'Reabrir' },
  done: {
    TAKE: 'Comentario {name} en curso',
    REPLY: 'Comentario {name} respondido',
    CLOSE: 'Comentario {name} cerrado',
    REOPEN: 'Comentario {name} reabierto',
  },
} satisfies NamespaceFeedbackTranslation;

export default es_feedback;
