// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespacePromotionTranslation } from '../../i18n-types.js';

const es_promotion = {
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
} satisfies NamespacePromotionTranslation;

export default es_promotion;
