// Strings of the chart screens (/charts/*).

import type { NamespaceChartsTranslation } from '../../i18n-types.js';

const es_charts = {
  month: 'Mes',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  noSubject: 'Abre un gráfico desde una fila de una lista de actividad.',
  loadFailed: 'No se pudo cargar el gráfico.',
  empty: 'No se contó nada en este mes.',
  table: 'Cifras diarias',
  loading: 'Cargando el gráfico…',
  noSubjectTitle: 'Ningún gráfico elegido',
  emptyHint: 'Elige otro mes o vuelve cuando se hayan contado cifras.',
  scriptNumber: 'Script n.º {id}',
  partnerNumber: 'Socio n.º {id}',
  scriptViaPartner: '{script} a través de {partner}',
  chartLabel: 'Gráfico de líneas diario de {series}. Las mismas cifras están en la tabla de abajo.',
} satisfies NamespaceChartsTranslation;

export default es_charts;
