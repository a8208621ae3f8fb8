// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceDatesTranslation } from '../../i18n-types.js';

const zh_dates = {
  calendar: '日历',
  openCalendar: '{label}：打开日历',
  goToToday: '回到今天',
  previousMonth: '上个月',
  nextMonth: '下个月',
  previousYear: '上一年',
  nextYear: '下一年',
  previousYears: '更早的年份',
  nextYears: '更晚的年份',
  close: '关闭日历',
  selectedDate: '已选日期 {date}',
  todayDate: '今天是 {date}',
  monthHeader: '{year}，选择以切换年份',
  yearHeader: '{year}，选择以切换月份',
  weekNumber: '第 {week} 周',
  marked: '已标记',
  dayPattern: '年/月/日',
  monthPattern: '年/月',
  invalidDay: '请按 {pattern} 输入日期，或在日历中选择。',
  invalidMonth: '请按 {pattern} 输入月份，或在日历中选择。',
  outOfRange: '该日期超出允许的范围。',
  presets: '快捷范围',
  presetsFor: '{label}的快捷范围',
  today: '今天',
  thisMonth: '本月',
  lastMonth: '上月',
  last30Days: '最近 30 天',
  thisYear: '今年',
} satisfies NamespaceDatesTranslation;

export default zh_dates;
