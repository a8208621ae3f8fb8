// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceGameChannelTranslation } from '../../i18n-types.js';

const ja_gameChannel = {
  game: 'ゲーム',
  chooseGame: 'ゲームを選択',
  channelName: 'チャネル名',
  channelUrl: 'チャネル URL',
  createTitle: '新しいチャネル',
  editTitle: 'チャネルを編集',
  gameRequired: 'ゲームを選択してください。',
  nameRequired: 'チャネル名を入力してください。',
  urlInvalid: 'http:// または https:// で始まるアドレスを入力してください。',
} satisfies NamespaceGameChannelTranslation;

export default ja_gameChannel;
