import type { Translation } from '../i18n-types.js';

// Strings of the review screens (issue #6): clicker configs and shared clicker configs.
export const review = {
  review: {
    status: {
      pending: 'Pendiente',
      approved: 'Aprobada',
      rejected: 'Rechazada',
      listed: 'Publicada',
      delisted: 'Retirada',
    },
    // The review machine's events (DESIGN.md §6): approve and reject are the "examine".
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
    rejectReason: 'Motivo del rechazo',
    contentPreview: 'Contenido',
    linkerId: 'ID de la configuración compartida',
    linkerName: 'Configuración compartida',
    filterScript: 'Nombre del script',
    filterOwner: 'Nombre del autor',
    filterConfig: 'Nombre de la configuración',
    filterLinker: 'Configuración compartida o archivo',
    queueNote:
      'La cola de revisión se abre con los envíos pendientes; Restablecer vuelve a ellos. Elija otro estado para ver el resto.',
    ownNote: 'Sus envíos y su resultado. Uno rechazado se puede corregir y reenviar a revisión.',
    confirmTitle: {
      APPROVE: '¿Aprobar esta configuración?',
      LIST: '¿Publicar esta configuración?',
      DELIST: '¿Retirar esta configuración?',
    },
    confirmText: {
      APPROVE:
        'Se aprobará «{name}». Su autor verá el resultado; publíquela para ofrecerla a los usuarios.',
      LIST: 'Se publicará «{name}» (destacada): los usuarios podrán encontrarla y usarla.',
      DELIST:
        'Se retirará «{name}» (obsoleta): los usuarios dejarán de encontrarla. Se puede volver a publicar.',
    },
    rejectTitle: 'Rechazar {name}',
    reason: 'Motivo',
    reasonHint: 'El autor lo leerá y podrá corregir la configuración.',
    reasonRequired: 'Indique por qué se rechaza.',
    resubmitTitle: 'Reenviar {name}',
    rejectedBecause: 'Rechazada porque: {reason}',
    content: 'Contenido',
    contentHint: 'Corrija el contenido si hace falta. Si no lo cambia, se reenvía tal cual.',
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
    approveSelected: 'Aprobar selección',
    batchTitle: '¿Aprobar las configuraciones seleccionadas?',
    batchText: 'Se aprobarán {count} seleccionadas. Las que ya no estén pendientes no cambian.',
    batchDone: '{approved} aprobadas, {refused} no.',
    batchRefused: '«{name}»: {reason}',
  },
} satisfies Pick<Translation, 'review'>;
