import type { BaseTranslation } from '../i18n-types.js';
import { auth } from './auth.js';

const en = {
  site: {
    title: 'Rocket Script',
  },
  ...auth,
} satisfies BaseTranslation;

export default en;
