/**
 * What other screen folders may use of the activity and settlement screens (docs/browser.md,
 * "Imports"): the audit trail's settlement lists show the same views read-only, and the charts
 * name their subject the way the figure lists link to them.
 */
export { chartSubjectOf } from './chartLinks';
export {
  CooperateMonthsView,
  type CooperateMonthsScreenProps,
} from './cooperateFigures/CooperateMonthsView';
export { ScriptMonthsView, type ScriptMonthsViewProps } from './scriptMonths/ScriptMonthsView';
export { useFigureScreen } from './useFigureScreen';
