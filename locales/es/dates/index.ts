// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceDatesTranslation } from '../../i18n-types.js';

const es_dates = {
  calendar: 'Calendario',
  openCalendar: '{label}: abrir el calendario',
  goToToday: 'Ir a hoy',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousYears: 'Años anteriores',
  nextYears: 'Años posteriores',
  close: 'Cerrar el calendario',
  selectedDate: 'Fecha seleccionada {date}',
  todayDate: 'Hoy es {date}',
  monthHeader: '{year}, elige para cambiar el año',
  yearHeader: '{year}, elige para cambiar el mes',
  weekNumber: 'Semana {week}',
  marked: 'marcado',
  dayPattern: 'dd/mm/aaaa',
  monthPattern: 'mm/aaaa',
  invalidDay: 'Escribe la fecha como {pattern} o elígela en el calendario.',
  invalidMonth: 'Escribe el mes como {pattern} o elígelo en el calendario.',
  outOfRange: 'Esta fecha está fuera del intervalo permitido.',
  presets: 'Intervalos rápidos',
  presetsFor: 'Intervalos rápidos de {label}',
  today: 'Hoy',
  thisMonth: 'Este mes',
  lastMonth: 'Mes pasado',
  last30Days: 'Últimos 30 días',
  thisYear: 'Este año',
} satisfies NamespaceDatesTranslation;

export default es_dates;
