import type { Translation } from '../i18n-types.js';
import { auth } from './auth.js';

const es = {
  site: {
    title: 'Rocket Script',
  },
  ...auth,
} satisfies Translation;

export default es;
