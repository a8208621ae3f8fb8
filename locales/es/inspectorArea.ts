import type { Translation } from '../i18n-types.js';

// Strings of the in-app inspector (docs/inspector.md).
export const inspector = {
  inspector: {
    open: 'Inspector',
    title: 'Inspector',
    close: 'Cerrar el inspector',
    exportTimeline: 'Exportar cronología',
    clear: 'Vaciar',
    memory: 'Guarda los últimos {capacity} eventos de inspección ({kept} ahora). Los secretos se muestran como [redacted].',
    actors: 'Actores activos ({count})',
    noActors: 'No hay actores activos.',
    choose: 'Elige un actor para ver su estado, su contexto, su cronología y su diagrama de estados.',
    stopped: 'Este actor se ha detenido. Abajo está lo que el búfer conserva de él.',
    state: 'Estado',
    context: 'Contexto',
    statechart: 'Diagrama de estados',
    statechartOf: 'Diagrama de estados de {machine}',
    notMachine: 'Este actor no es una máquina de estados, así que no tiene diagrama.',
    noStates: 'Esta máquina no tiene estados que dibujar.',
    timeline: 'Cronología ({count})',
    noEvents: 'No queda en el búfer ningún evento de este actor.',
    sentBy: 'Enviado por {source}',
    event: 'Evento',
  },
} satisfies Pick<Translation, 'inspector'>;
