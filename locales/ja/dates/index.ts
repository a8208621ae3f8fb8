// Strings of the date, month and range pickers (src/components/dates) and of a list shown as cards.

import type { NamespaceDatesTranslation } from '../../i18n-types.js';

const ja_dates = {
  calendar: 'カレンダー',
  openCalendar: '{label}：カレンダーを開く',
  goToToday: '今日に戻る',
  previousMonth: '前の月',
  nextMonth: '次の月',
  previousYear: '前の年',
  nextYear: '次の年',
  previousYears: '前の年代',
  nextYears: '次の年代',
  close: 'カレンダーを閉じる',
  selectedDate: '選択した日付 {date}',
  todayDate: '今日は {date}',
  monthHeader: '{year}、選択すると年を変更できます',
  yearHeader: '{year}、選択すると月を変更できます',
  weekNumber: '第 {week} 週',
  marked: 'マーク付き',
  dayPattern: '年/月/日',
  monthPattern: '年/月',
  invalidDay: '日付を {pattern} の形式で入力するか、カレンダーから選択してください。',
  invalidMonth: '月を {pattern} の形式で入力するか、カレンダーから選択してください。',
  outOfRange: 'この日付は指定できる範囲外です。',
  presets: 'クイック範囲',
  presetsFor: '{label}のクイック範囲',
  today: '今日',
  thisMonth: '今月',
  lastMonth: '先月',
  last30Days: '過去 30 日間',
  thisYear: '今年',
} satisfies NamespaceDatesTranslation;

export default ja_dates;
