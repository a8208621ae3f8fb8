import type { Translation } from '../i18n-types.js';
import { auth } from './auth.js';

const ja = {
  site: {
    title: 'ロケットスクリプト',
  },
  ...auth,
} satisfies Translation;

export default ja;
