// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_gameChannel = {
  game: 'Game',
  chooseGame: 'Choose a game',
  channelName: 'Channel name',
  channelUrl: 'Channel URL',
  createTitle: 'New channel',
  editTitle: 'Edit channel',
  gameRequired: 'Choose the game.',
  nameRequired: 'Enter the channel name.',
  urlInvalid: 'Enter an address that starts with http:// or https://.',
} satisfies NamespaceBaseTranslation;

export default en_gameChannel;
