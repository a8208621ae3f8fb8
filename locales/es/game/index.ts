// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceGameTranslation } from '../../i18n-types.js';

const es_game = {
  gameName: 'Nombre del juego',
  gameLabel: 'Etiqueta',
  channelCount: 'Canales',
  filterName: 'Nombre o etiqueta',
  createTitle: 'Nuevo juego',
  editTitle: 'Editar juego',
  nameRequired: 'Escribe el nombre del juego.',
} satisfies NamespaceGameTranslation;

export default es_game;
