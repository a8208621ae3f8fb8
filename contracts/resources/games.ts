/** The contracts of games and their release channels (/api/game/…Game, …GameChannel). */
import { defineContract } from '../resourceContract.js';
import {
  addGameChannelForm,
  addGameForm,
  gameChannelRecord,
  gameRecord,
  updateGameChannelForm,
  updateGameForm,
} from '../game.js';

export const gameContract = defineContract({
  area: 'game',
  entity: 'Game',
  record: gameRecord,
  filters: {
    gameName: { kind: 'contains' },
    gameLabel: { kind: 'equals', type: 'text' },
    createdAt: { kind: 'dateRange' },
  },
  sort: ['id', 'gameName', 'gameLabel', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    gameName: { label: 'game.gameName', format: 'text' },
    gameLabel: { label: 'game.gameLabel', format: 'text' },
    channelCount: { label: 'game.channelCount', format: 'integer' },
    createdAt: { label: 'list.createdAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
  add: addGameForm,
  update: updateGameForm,
});

export const gameChannelContract = defineContract({
  area: 'game',
  entity: 'GameChannel',
  record: gameChannelRecord,
  filters: {
    gameId: { kind: 'equals', type: 'int' },
    channelName: { kind: 'contains' },
    channelUrl: { kind: 'contains' },
  },
  sort: ['id', 'gameId', 'channelName', 'channelUrl', 'createdAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    gameId: { label: 'gameChannel.game', format: 'text', shows: 'gameName' },
    channelName: { label: 'gameChannel.channelName', format: 'text' },
    channelUrl: { label: 'gameChannel.channelUrl', format: 'text' },
    createdAt: { label: 'list.createdAt', format: 'time' },
  },
  add: addGameChannelForm,
  update: updateGameChannelForm,
});
