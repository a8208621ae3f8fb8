/** What other screens use from the scripts folder: the cover image field (articles' covers too). */
export { CoverImageField, type CoverImageFieldProps } from './CoverImageField';
