import type { Translation } from '../i18n-types.js';

export const auth = {
  login: {
    title: 'ログイン',
  },
} satisfies Pick<Translation, 'login'>;
