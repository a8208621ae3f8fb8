/**
 * What other screen folders may use of the signing contracts (docs/browser.md, "Imports"): the
 * admin's catalogue shows the contracts as one of its tabs.
 */
export { SigningView } from './SigningView';
