// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceGameTranslation } from '../../i18n-types.js';

const zh_game = {
  gameName: '游戏名称',
  gameLabel: '标签',
  channelCount: '渠道数',
  filterName: '名称或标签',
  createTitle: '新建游戏',
  editTitle: '编辑游戏',
  nameRequired: '请输入游戏名称。',
} satisfies NamespaceGameTranslation;

export default zh_game;
