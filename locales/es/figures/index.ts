// Strings of the partner, script-partner and linker figure screens.

import type { NamespaceFiguresTranslation } from '../../i18n-types.js';

const es_figures = {
  utc: 'Los días y los meses se cuentan en UTC: un mes se cierra a las 00:00 UTC del primer día del mes siguiente.',
  ownPartner: 'Solo se muestran las cifras de tu cuenta de socio.',
  applyHint:
    'Solicita las estadísticas cuando el mes haya cerrado y confirma la liquidación cuando se haya examinado. Una liquidación confirmada es definitiva.',
  examineHint:
    'Examina un mes enviado (el recuento final solo puede descontar actividad, nunca añadirla) o devuélvelo a su titular indicando el motivo.',
  settledElsewhere:
    'Las estadísticas mensuales de tus scripts. Para solicitar un mes cerrado o confirmar uno examinado, ve a Liquidación.',
  linkerScope:
    'Cómo se usan las configuraciones compartidas del autoclicker en toda la plataforma.',
  scriptDayScope:
    'Los activos diarios de cada script y las plataformas en las que se ejecutó. El eCPM de la fila de totales es la media ponderada por los activos de cada día.',
} satisfies NamespaceFiguresTranslation;

export default es_figures;
