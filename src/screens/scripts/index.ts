/**
 * What other screen folders may use of the scripts screens (docs/browser.md, "Imports"): the
 * image field that uploads through the app (partner promotions' images are uploaded the same way).
 */
export { CoverImageField } from './CoverImageField';
