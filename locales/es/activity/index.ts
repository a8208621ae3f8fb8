// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceActivityTranslation } from '../../i18n-types.js';

const es_activity = {
  noFiguresYet: 'Aún no hay cifras. Aparecen aquí cuando los scripts tienen actividad.',
  script: 'Script',
  author: 'Autor',
  company: 'Empresa',
  companyShare: 'Participación de la empresa (%)',
  companyMoney: 'Importe de la empresa',
  partner: 'Socio',
  linker: 'Configuración compartida',
  configName: 'Archivo de configuración',
  countTime: 'Mes',
  day: 'Día',
  days: 'Días',
  activeNum: 'Activos',
  freeNum: 'Gratis',
  trialNum: 'Prueba',
  redFingerNum: 'Red Finger',
  vmosNum: 'VMOS',
  virtualCloudNum: 'Virtual Cloud',
  flyingCloudNum: 'Flying Cloud',
  ecpm: 'eCPM',
  clickNum: 'Clics',
  useNum: 'Usos',
  activeFinalNum: 'Activos finales',
  activeMoney: 'Importe',
  suggestedMoney: 'Sugerido',
  unitMoney: 'Precio por 1.000',
  status: 'Estado',
  returnReason: 'Devuelto porque',
  chart: 'Gráfico',
  chartOf: 'Gráfico diario de {name}, {month}',
  filterScript: 'Nombre del script',
  filterPartner: 'Nombre del socio',
  filterLinker: 'Nombre de la configuración',
} satisfies NamespaceActivityTranslation;

export default es_activity;
