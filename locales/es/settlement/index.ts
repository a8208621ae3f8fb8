// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceSettlementTranslation } from '../../i18n-types.js';

const es_settlement = {
  status: {
    unapplied: 'Sin solicitar',
    submitted: 'Enviado',
    examined: 'Revisado',
    settled: 'Liquidado',
  },
  action: {
    APPLY: 'Solicitar estadísticas',
    EXAMINE: 'Revisar',
    RETURN: 'Devolver',
    CONFIRM: 'Confirmar liquidación',
  },
  column: 'Liquidación',
  actionsFor: 'Acciones de liquidación de {name}',
  cannotOperate: 'No se puede operar',
  applyTitle: '¿Solicitar estadísticas?',
  applyText: '{name}: se enviarán {active} usuarios-día activos para su revisión.',
  confirmTitle: '¿Confirmar la liquidación?',
  confirmText: '{name}: {final} usuarios-día activos, {money} (sugerido para esta cantidad: {suggested}). Una liquidación confirmada es definitiva.',
  examineTitle: 'Revisar {name}',
  examineCounted: 'Contados: {active} usuarios-día activos.',
  finalRequired: 'Introduce el número final de activos.',
  finalTooMany: 'Como máximo los {active} contados.',
  finalInvalid: 'Introduce un número entero de 0 o más.',
  moneyInvalid: 'Introduce un importe de 0 o más con dos decimales como máximo.',
  suggestedFor: 'Sugerido para esta cantidad: {money}',
  takeSuggestion: 'Usar la sugerencia',
  unusualTitle: '¿Revisar con un importe inusual?',
  unusualText: '{money} se aleja más de {factor} veces del importe sugerido {suggested} para esta cantidad. ¿Revisar con {money} de todos modos?',
  unusualConfirm: 'Revisar con este importe',
  returnTitle: 'Devolver {name} a su propietario',
  reason: 'Motivo',
  reasonRequired: 'Indica por qué se devuelve.',
  done: {
    APPLY: '{name} se ha enviado.',
    EXAMINE: '{name} se ha revisado.',
    RETURN: '{name} se ha devuelto a su propietario.',
    CONFIRM: '{name} está liquidado.',
  },
} satisfies NamespaceSettlementTranslation;

export default es_settlement;
