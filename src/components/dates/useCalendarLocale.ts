/**
 * Everything a picker needs to speak the user's language: Fluent's calendar strings (month and
 * day names, the navigation's spoken labels), the first day of the week, how dates are written
 * in the field and how typed text is read back, and the typing patterns shown as placeholders.
 */
import { useMemo } from 'react';
import type { CalendarStrings, DateFormatting } from '@fluentui/react-calendar-compat';
import { useI18nContext } from '@locales/i18n-react';
import {
  dayText,
  FIRST_DAY_OF_WEEK,
  longDayText,
  monthNames,
  monthText,
  parseDayText,
  parseMonthText,
  weekdayNames,
  yearText,
} from './calendarText';

export interface CalendarLocale {
  strings: CalendarStrings;
  dateTimeFormatter: DateFormatting;
  firstDayOfWeek: 0 | 1;
  formatDay: (date?: Date) => string;
  parseDay: (text: string) => Date | null;
  formatMonth: (date?: Date) => string;
  parseMonth: (text: string) => Date | null;
  dayPattern: string;
  monthPattern: string;
}

export function useCalendarLocale(): CalendarLocale {
  const { LL, locale } = useI18nContext();
  return useMemo(() => {
    const D = LL.dates;
    // Fluent fills `{0}` in these itself.
    const slot = '{0}';
    const strings: CalendarStrings = {
      months: monthNames(locale, 'long'),
      shortMonths: monthNames(locale, 'short'),
      days: weekdayNames(locale, 'long'),
      shortDays: weekdayNames(locale, 'narrow'),
      goToToday: D.goToToday(),
      prevMonthAriaLabel: D.previousMonth(),
      nextMonthAriaLabel: D.nextMonth(),
      prevYearAriaLabel: D.previousYear(),
      nextYearAriaLabel: D.nextYear(),
      prevYearRangeAriaLabel: D.previousYears(),
      nextYearRangeAriaLabel: D.nextYears(),
      closeButtonAriaLabel: D.close(),
      selectedDateFormatString: D.selectedDate({ date: slot }),
      todayDateFormatString: D.todayDate({ date: slot }),
      monthPickerHeaderAriaLabel: D.monthHeader({ year: slot }),
      yearPickerHeaderAriaLabel: D.yearHeader({ year: slot }),
      weekNumberFormatString: D.weekNumber({ week: slot }),
      dayMarkedAriaLabel: D.marked(),
    };
    const dateTimeFormatter: DateFormatting = {
      formatDay: (date) => String(date.getDate()),
      formatMonth: (date) => strings.months[date.getMonth()] ?? '',
      formatYear: (date) => yearText(date, locale),
      formatMonthDayYear: (date) => longDayText(date, locale),
      formatMonthYear: (date) => monthText(date, locale),
    };
    return {
      strings,
      dateTimeFormatter,
      firstDayOfWeek: FIRST_DAY_OF_WEEK[locale],
      formatDay: (date) => (date ? dayText(date, locale) : ''),
      parseDay: (text) => parseDayText(text, locale),
      formatMonth: (date) => (date ? monthText(date, locale) : ''),
      parseMonth: (text) => parseMonthText(text, locale),
      dayPattern: D.dayPattern(),
      monthPattern: D.monthPattern(),
    };
  }, [LL, locale]);
}
