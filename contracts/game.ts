/** Games and their release channels (docs/resources.md, gameLabel, channelName, channelUrl). */
import { z } from 'zod';
import { httpUrl, idField, pageOf, plainText, updateFormOf } from './fields.js';

export const GAME_NAME_MAX = 64;
export const GAME_LABEL_MAX = 64;
export const CHANNEL_NAME_MAX = 64;

export const gameFields = {
  gameName: plainText(GAME_NAME_MAX),
  /** A short tag shown beside the name; may be empty. */
  gameLabel: plainText(GAME_LABEL_MAX, 0),
};
export const addGameForm = z.strictObject(gameFields);
export type AddGameForm = z.infer<typeof addGameForm>;
export const updateGameForm = updateFormOf(gameFields);
export type UpdateGameForm = z.infer<typeof updateGameForm>;

export const gameRecord = z.object({
  id: z.number().int(),
  gameName: z.string(),
  gameLabel: z.string(),
  channelCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameRecord = z.infer<typeof gameRecord>;
export const gamePage = pageOf(gameRecord);

export const gameChannelFields = {
  gameId: idField,
  channelName: plainText(CHANNEL_NAME_MAX),
  /** Where the game is released on this channel: an absolute http(s) URL. */
  channelUrl: httpUrl,
};
export const addGameChannelForm = z.strictObject(gameChannelFields);
export type AddGameChannelForm = z.infer<typeof addGameChannelForm>;
export const updateGameChannelForm = updateFormOf(gameChannelFields);
export type UpdateGameChannelForm = z.infer<typeof updateGameChannelForm>;

export const gameChannelRecord = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameName: z.string(),
  channelName: z.string(),
  channelUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameChannelRecord = z.infer<typeof gameChannelRecord>;
