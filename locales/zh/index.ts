import type { Translation } from '../i18n-types.js';
import { auth } from './auth.js';

const zh = {
  site: {
    title: '火箭脚本',
  },
  ...auth,
} satisfies Translation;

export default zh;
