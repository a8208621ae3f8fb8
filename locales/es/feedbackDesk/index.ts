// Comentarios de los usuarios de la app (/wn/opinion-admin, docs/feedback.md).

import type { NamespaceFeedbackDeskTranslation } from '../../i18n-types.js';

const es_feedbackDesk = {
  id: 'N.º',
  recordName: '#{id} · {excerpt}',
  text: 'Comentario',
  textContains: 'El texto contiene',
  contact: 'Contacto',
  script: 'Script',
  appVersion: 'Versión de la app',
  deviceId: 'Dispositivo',
  user: 'De',
  screenshots: 'Capturas',
  handler: 'Atendido por',
  reply: 'Respuesta',
  receivedAt: 'Recibido',
  empty: 'Aún no hay comentarios. Lo que los usuarios envían desde la app aparece aquí.',
  explain: 'Lo que los usuarios escribieron desde la app. Atiende un comentario, respóndelo (el usuario lee la respuesta en la app) y ciérralo.',
  screenshotAlt: 'Captura {n} de {name}',
  openScreenshot: 'Abrir la captura {n} de {name}',
  previewTitle: '{name}: captura {n} de {count}',
  previous: 'Captura anterior',
  next: 'Captura siguiente',
  handling: 'Gestión',
  actionsFor: 'Acciones de {name}',
  nothingToDo: 'Nada que hacer',
  takeTitle: '¿Atender {name}?',
  takeText: 'Pasas a ser quien lo atiende; los demás verán que te ocupas tú.',
  closeTitle: '¿Cerrar {name}?',
  closeText: 'Un comentario cerrado es definitivo: no se puede responder ni reabrir.',
  reopenTitle: '¿Reabrir {name}?',
  reopenText: 'Vuelve a estar en curso con su respuesta, y pasas a atenderlo tú.',
  replyTitle: 'Responder a {name}',
  replyLabel: 'Respuesta',
  replyHint: 'El usuario la lee en la app, bajo su comentario.',
  replyRequired: 'Escribe la respuesta.',
} satisfies NamespaceFeedbackDeskTranslation;

export default es_feedbackDesk;
