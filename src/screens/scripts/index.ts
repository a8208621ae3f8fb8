/** What other screens use from the scripts folder: the cover image field (articles' covers and promotions' images too). */
export { CoverImageField, type CoverImageFieldProps } from './CoverImageField';
