// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.

import type { NamespaceGameChannelTranslation } from '../../i18n-types.js';

const zh_gameChannel = {
  game: '游戏',
  chooseGame: '选择游戏',
  channelName: '渠道名称',
  channelUrl: '渠道地址',
  createTitle: '新建渠道',
  editTitle: '编辑渠道',
  gameRequired: '请选择游戏。',
  nameRequired: '请输入渠道名称。',
  urlInvalid: '请输入以 http:// 或 https:// 开头的地址。',
} satisfies NamespaceGameChannelTranslation;

export default zh_gameChannel;
