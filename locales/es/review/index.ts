// Strings of the review screens: clicker configs and shared clicker configs.

import type { NamespaceReviewTranslation } from '../../i18n-types.js';

const es_review = {
  status: {
    pending: 'Pendiente',
    approved: 'Aprobada',
    rejected: 'Rechazada',
    listed: 'Publicada',
    delisted: 'Retirada',
  },
  // The review machine's events (docs/review.md): approve and reject are the "examine".
  action: {
    APPROVE: 'Aprobar',
    REJECT: 'Rechazar',
    LIST: 'Publicar',
    DELIST: 'Retirar',
    RESUBMIT: 'Reenviar',
  },
  column: 'Revisión',
  actionsFor: 'Acciones de revisión de {name}',
  cannotOperate: 'No se puede operar',
  configName: 'Nombre de la configuración',
  script: 'Script',
  owner: 'Autor',
  statusColumn: 'Estado',
  queueEmpty: 'No hay nada pendiente de revisión. Los nuevos envíos aparecerán aquí en cuanto sus autores los manden.',
  ownEmpty: 'Todavía no has enviado nada. Lo que envíes aparecerá aquí con su estado de revisión.',
  rejectReason: 'Motivo del rechazo',
  contentPreview: 'Contenido',
  linkerId: 'ID de la configuración compartida',
  linkerName: 'Configuración compartida',
  filterScript: 'Nombre del script',
  filterOwner: 'Nombre del autor',
  filterConfig: 'Nombre de la configuración',
  filterLinker: 'Configuración compartida o archivo',
  queueNote:
    'La cola de revisión se abre con los envíos pendientes; Restablecer vuelve a ellos. Elige otro estado para ver el resto.',
  ownNote: 'Tus envíos y su resultado. Uno rechazado se puede corregir y reenviar a revisión.',
  confirmTitle: {
    APPROVE: '¿Aprobar esta configuración?',
    LIST: '¿Publicar esta configuración?',
    DELIST: '¿Retirar esta configuración?',
  },
  confirmText: {
    APPROVE:
      'Se aprobará «{name}». Su autor verá el resultado; publícala para ofrecerla a los usuarios.',
    LIST: 'Se publicará «{name}» (destacada): los usuarios podrán encontrarla y usarla.',
    DELIST:
      'Se retirará «{name}» (obsoleta): los usuarios dejarán de encontrarla. Se puede volver a publicar.',
  },
  rejectTitle: 'Rechazar {name}',
  reason: 'Motivo',
  reasonHint: 'El autor lo leerá y podrá corregir la configuración.',
  reasonRequired: 'Indica por qué se rechaza.',
  resubmitTitle: 'Reenviar {name}',
  rejectedBecause: 'Rechazada porque: {reason}',
  content: 'Contenido',
  contentHint: 'Corrige el contenido si hace falta. Si no lo cambias, se reenvía tal cual.',
  contentRequired: 'El contenido no puede estar vacío.',
  contentLoading: 'Cargando el contenido…',
  retry: 'Reintentar',
  viewContent: 'Ver contenido',
  contentTitle: 'Contenido de {name}',
  contentSize: '{count} caracteres',
  contentFailed: 'No se pudo cargar el contenido.',
  done: {
    APPROVE: '{name} se aprobó.',
    REJECT: '{name} se rechazó.',
    LIST: '{name} está publicada.',
    DELIST: '{name} se retiró.',
    RESUBMIT: '{name} se reenvió a revisión.',
  },
  approveAndList: 'Aprobar y publicar',
  approveAndListTitle: '¿Aprobar y publicar esta configuración?',
  approveAndListText: '«{name}» se aprobará y después se publicará (destacada): los usuarios podrán encontrarla y usarla enseguida.',
  approveAndListDone: '{name} se aprobó y se publicó.',
  approveSelected: 'Aprobar selección',
  batchTitle: '¿Aprobar las configuraciones seleccionadas?',
  batchText: 'Se aprobarán {count} seleccionadas. Las que ya no estén pendientes no cambian.',
  batchDone: '{approved} aprobadas, {refused} no.',
  batchRefused: '«{name}»: {reason}',
} satisfies NamespaceReviewTranslation;

export default es_review;
