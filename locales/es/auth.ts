import type { Translation } from '../i18n-types.js';

export const auth = {
  login: {
    title: 'Formulario de acceso',
  },
} satisfies Pick<Translation, 'login'>;
