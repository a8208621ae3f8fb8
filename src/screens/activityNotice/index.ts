/**
 * What other screen folders may use of the activity pop-ups screen (docs/browser.md, "Imports"):
 * a schedule time as a date picker and a time input, kept as local text and sent as ISO
 * (partner promotions have a period too).
 */
export { ScheduleTimeInputs } from './ScheduleTimeInputs';
export { fromLocalInput, splitLocal, toLocalInput } from './localTime';
