// Strings of the brands screens (ADMIN's /wn/brand-admin and CREATOR's /brand-table).

import type { NamespaceBrandTranslation } from '../../i18n-types.js';

const es_brand = {
  brandName: 'Nombre de la marca',
  owner: 'Propietario',
  chooseOwner: 'Elige un creador',
  createTitle: 'Nueva marca',
  editTitle: 'Editar marca',
  nameRequired: 'Introduce el nombre de la marca.',
  ownerRequired: 'Elige el creador al que pertenece esta marca.',
  ownerInvalid: 'El propietario debe ser una cuenta de creador.',
} satisfies NamespaceBrandTranslation;

export default es_brand;
