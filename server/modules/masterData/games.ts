/** Games and their release channels (/wn/game-admin, /game-channel-admin): ADMIN only. */
import { gameChannelContract, gameContract } from '../../../contracts/resources/games.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { nameKey } from '../../../contracts/nameKey.js';
import { channelRecordName } from '../../../contracts/recordNames.js';
import { fail } from '../../http/envelope.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { countsBy, namesBy } from './related.js';

export const gameResource = defineResource(gameContract, {
  auditEntity: 'game',
  recordName: (record) => record.gameName,
  table: 'games',
  toRecord: (row: Row) => ({
    id: Number(row.id),
    gameName: String(row.game_name),
    gameLabel: String(row.game_label ?? ''),
    channelCount: 0,
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
  async enrich(db, records) {
    const counts = await countsBy(db, 'game_channels', 'game_id', records.map((r) => r.id));
    return records.map((r) => ({ ...r, channelCount: counts.get(r.id) ?? 0 }));
  },
  list: {
    roles: ENTITY_ROLES.Game.list,
    filters: {
      gameName: { columns: ['game_name', 'game_label'] },
      gameLabel: { column: 'game_label' },
      createdAt: { column: 'created_at' },
    },
    sortColumns: { id: 'id', gameName: 'game_name', gameLabel: 'game_label', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  exportFields: ['id', 'gameName', 'gameLabel', 'channelCount', 'createdAt', 'updatedAt'],
  unique: [{ field: 'gameName', column: 'game_name' }],
  add: {
    roles: ENTITY_ROLES.Game.add,
    toRow: (input) => ({ game_name: input.gameName, game_label: input.gameLabel }),
    sample: async () => ({ gameName: 'Sample Game', gameLabel: 'puzzle' }),
  },
  update: {
    roles: ENTITY_ROLES.Game.update,
    toRow: (changes) => ({
      ...(changes.gameName !== undefined && { game_name: changes.gameName }),
      ...(changes.gameLabel !== undefined && { game_label: changes.gameLabel }),
    }),
    sample: { gameLabel: 'probe' },
  },
  // A game that still has channels is refused with 409 (foreign key).
  remove: { roles: ENTITY_ROLES.Game.delete },
});

async function assertGameExists(db: LooseDb, gameId: unknown): Promise<void> {
  const row = await db.selectFrom('games').select('id').where('id', '=', Number(gameId)).executeTakeFirst();
  if (!row) throw fail.invalid('No such game', [{ field: 'gameId', reason: 'invalid_value', message: 'gameId names no game' }]);
}

export const gameChannelResource = defineResource(gameChannelContract, {
  auditEntity: 'game_channel',
  recordName: (record) => channelRecordName(record.gameName, record.channelName),
  table: 'game_channels',
  toRecord: (row: Row) => ({
    id: Number(row.id),
    gameId: Number(row.game_id),
    gameName: '',
    channelName: String(row.channel_name),
    channelUrl: String(row.channel_url),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
  async enrich(db, records) {
    const names = await namesBy(db, 'games', 'game_name', records.map((r) => r.gameId));
    return records.map((r) => ({ ...r, gameName: names.get(r.gameId) ?? '' }));
  },
  list: {
    roles: ENTITY_ROLES.GameChannel.list,
    filters: {
      gameId: { column: 'game_id' },
      channelName: { columns: ['channel_name'] },
      channelUrl: { columns: ['channel_url'] },
    },
    sortColumns: { id: 'id', gameId: 'game_id', channelName: 'channel_name', channelUrl: 'channel_url', createdAt: 'created_at' },
  },
  unique: [{ field: 'channelName', column: 'channel_name', within: ['game_id'] }],
  add: {
    roles: ENTITY_ROLES.GameChannel.add,
    async toRow(input, _caller, db) {
      await assertGameExists(db, input.gameId);
      return { game_id: input.gameId, channel_name: input.channelName, channel_url: input.channelUrl };
    },
    async sample(db) {
      const id = await sampleGameId(db);
      return { gameId: Number(id), channelName: 'Sample Store', channelUrl: 'https://store.example.com/sample' };
    },
  },
  update: {
    roles: ENTITY_ROLES.GameChannel.update,
    async toRow(changes, _before, _caller, db) {
      if (changes.gameId !== undefined) await assertGameExists(db, changes.gameId);
      return {
        ...(changes.gameId !== undefined && { game_id: changes.gameId }),
        ...(changes.channelName !== undefined && { channel_name: changes.channelName }),
        ...(changes.channelUrl !== undefined && { channel_url: changes.channelUrl }),
      };
    },
    sample: { channelUrl: 'https://probe.example.com/' },
  },
  remove: { roles: ENTITY_ROLES.GameChannel.delete },
});

/** A game for the sample bodies of tests (the first one, or one made when the database has none). */
export async function sampleGameId(db: LooseDb): Promise<number> {
  const game = await db.selectFrom('games').select('id').orderBy('id').executeTakeFirst();
  if (game) return Number(game.id);
  const at = new Date().toISOString();
  const row = await db
    .insertInto('games')
    .values({ game_name: 'Sample Catalogue Game', game_name_key: nameKey('Sample Catalogue Game'), game_label: '', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
