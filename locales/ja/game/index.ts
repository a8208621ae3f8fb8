// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceGameTranslation } from '../../i18n-types.js';

const ja_game = {
  gameName: 'ゲーム名',
  gameLabel: 'ラベル',
  channelCount: 'チャネル数',
  filterName: '名前またはラベル',
  createTitle: '新しいゲーム',
  editTitle: 'ゲームを編集',
  nameRequired: 'ゲーム名を入力してください。',
} satisfies NamespaceGameTranslation;

export default ja_game;
