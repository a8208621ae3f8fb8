// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_game = {
  gameName: 'Game name',
  gameLabel: 'Label',
  channelCount: 'Channels',
  filterName: 'Name or label',
  createTitle: 'New game',
  editTitle: 'Edit game',
  nameRequired: 'Enter the game name.',
} satisfies NamespaceBaseTranslation;

export default en_game;
