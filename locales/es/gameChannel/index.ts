// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceGameChannelTranslation } from '../../i18n-types.js';

const es_gameChannel = {
  game: 'Juego',
  chooseGame: 'Elige un juego',
  channelName: 'Nombre del canal',
  channelUrl: 'URL del canal',
  createTitle: 'Nuevo canal',
  editTitle: 'Editar canal',
  gameRequired: 'Elige el juego.',
  nameRequired: 'Escribe el nombre del canal.',
  urlInvalid: 'Escribe una dirección que empiece por http:// o https://.',
} satisfies NamespaceGameChannelTranslation;

export default es_gameChannel;
