import type { Translation } from '../i18n-types.js';

export const auth = {
  login: {
    title: '系统登录',
  },
} satisfies Pick<Translation, 'login'>;
