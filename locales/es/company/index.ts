// Strings of the business companies and partners screens and their members panel.

import type { NamespaceCompanyTranslation } from '../../i18n-types.js';

const es_company = {
  name: 'Nombre de la empresa',
  memberCount: 'N.º de miembros',
  createTitle: 'Nueva empresa comercial',
  editTitle: 'Editar empresa comercial',
  nameRequired: 'Introduce el nombre de la empresa.',
  hasMembers: 'Esta empresa todavía tiene miembros. Quítalos en «Miembros» antes de eliminarla.',
} satisfies NamespaceCompanyTranslation;

export default es_company;
