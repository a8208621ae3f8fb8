// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_dates = {
  calendar: 'Calendar',
  openCalendar: '{label:string}: open the calendar',
  goToToday: 'Go to today',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousYears: 'Earlier years',
  nextYears: 'Later years',
  close: 'Close the calendar',
  selectedDate: 'Selected date {date:string}',
  todayDate: 'Today is {date:string}',
  monthHeader: '{year:string}, choose to change the year',
  yearHeader: '{year:string}, choose to change the month',
  weekNumber: 'Week {week:string}',
  marked: 'marked',
  // How a day is typed: the order of the user's date format.
  dayPattern: 'mm/dd/yyyy',
  monthPattern: 'mm/yyyy',
  invalidDay: 'Type the date as {pattern:string}, or choose it in the calendar.',
  invalidMonth: 'Type the month as {pattern:string}, or choose it in the calendar.',
  outOfRange: 'This date is outside the allowed range.',
  presets: 'Quick ranges',
  presetsFor: 'Quick ranges for {label:string}',
  today: 'Today',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last30Days: 'Last 30 days',
  thisYear: 'This year',
} satisfies NamespaceBaseTranslation;

export default en_dates;
