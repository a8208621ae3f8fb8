import type { Translation } from '../i18n-types.js';

// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.
export const appSide = {
  feedback: {
    statusColumn: 'Estado',
    status: { new: 'Nuevo', in_progress: 'En curso', replied: 'Respondido', closed: 'Cerrado' },
    event: { TAKE: 'Atender', REPLY: 'Responder', CLOSE: 'Cerrar', REOPEN: 'Reabrir' },
    done: {
      TAKE: 'Comentario {name} en curso',
      REPLY: 'Comentario {name} respondido',
      CLOSE: 'Comentario {name} cerrado',
      REOPEN: 'Comentario {name} reabierto',
    },
  },
  promotion: {
    statusColumn: 'Estado',
    status: { draft: 'Borrador', pending: 'Pendiente de aprobación', scheduled: 'Programada', live: 'En curso', ended: 'Finalizada' },
    event: { SUBMIT: 'Enviar', APPROVE: 'Aprobar', REJECT: 'Rechazar', WITHDRAW: 'Retirar', START: 'Iniciar', END: 'Finalizar' },
    done: {
      SUBMIT: 'Promoción {name} enviada para su aprobación',
      APPROVE: 'Promoción {name} aprobada',
      REJECT: 'Promoción {name} rechazada',
      WITHDRAW: 'Promoción {name} retirada',
      END: 'Promoción {name} finalizada',
    },
  },
  article: {
    statusColumn: 'Estado',
    status: { draft: 'Borrador', published: 'Publicado', unpublished: 'Retirado' },
    event: { PUBLISH: 'Publicar', UNPUBLISH: 'Retirar de la publicación' },
    done: {
      PUBLISH: 'Artículo {name} publicado',
      UNPUBLISH: 'Artículo {name} retirado de la publicación',
    },
  },
} satisfies Pick<Translation, 'feedback' | 'promotion' | 'article'>;
