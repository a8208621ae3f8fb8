// Strings of the business companies and partners screens and their members panel.

import type { NamespaceMembersTranslation } from '../../i18n-types.js';

const es_members = {
  action: 'Miembros',
  companyTitle: 'Miembros de {name}',
  cooperateTitle: 'Cuentas vinculadas a {name}',
  table: 'Miembros',
  username: 'Usuario',
  nickname: 'Apodo',
  status: 'Estado',
  normal: 'Normal',
  disabled: 'Desactivado',
  loading: 'Cargando los miembros…',
  empty: 'Todavía no hay miembros.',
  add: 'Añadir miembro',
  user: 'Usuario',
  chooseUser: 'Elige un usuario',
  companyCandidates: 'Usuarios con el rol Empresa comercial',
  cooperateCandidates: 'Usuarios con el rol Socio',
  noCandidates: 'Ningún otro usuario tiene el rol necesario.',
  inCompany: '{user} (ahora en la empresa n.º {id})',
  inCooperate: '{user} (ahora vinculado al socio n.º {id})',
  movesCompany: 'Este usuario pertenece a la empresa n.º {id} y se moverá aquí.',
  movesCooperate: 'Este usuario está vinculado al socio n.º {id} y se moverá aquí.',
  confirmAdd: 'Añadir',
  remove: 'Quitar',
  removeLabel: 'Quitar a {name}',
  removeTitle: '¿Quitar este miembro?',
  removeText: '«{name}» dejará de pertenecer a «{owner}».',
  added: 'Miembro añadido.',
  removed: 'Miembro quitado.',
  companyRoleNeeded:
    'Solo se puede añadir a una empresa un usuario con el rol Empresa comercial.',
  cooperateRoleNeeded: 'Solo se puede vincular a un socio un usuario con el rol Socio.',
  companyGone: 'Esta empresa ya no existe. Cierra el panel y actualiza la lista.',
  cooperateGone: 'Este socio ya no existe. Cierra el panel y actualiza la lista.',
  userGone: 'Este usuario ya no existe o ha sido eliminado.',
} satisfies NamespaceMembersTranslation;

export default es_members;
