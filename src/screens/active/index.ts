/**
 * What other screen folders may use of the activity and settlement screens (docs/browser.md,
 * "Imports"): the charts name their subject the way the figure lists link to them.
 */
export { chartSubjectOf } from './chartLinks';
