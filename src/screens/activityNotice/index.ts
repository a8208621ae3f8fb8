/**
 * What other screen folders may use of the activity pop-ups screen (docs/browser.md, "Imports"):
 * a period's start and end, each a date picker and a time input, kept as local text and sent as ISO
 * (partner promotions have a period too).
 */
export { SchedulePeriodInputs } from './SchedulePeriodInputs';
export { fromLocalInput, toLocalInput } from './localTime';
