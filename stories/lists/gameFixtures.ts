/**
 * In-memory games and channels (stories/fixtures/resourceFixture.ts), for stories and
 * component tests: never a live server.
 */
import type { GameChannelRecord, GameRecord } from '@contracts/game.js';
import { gameChannelContract, gameContract } from '@contracts/resources/games.js';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';

export { apiError, type FixtureOptions } from '../fixtures/resourceFixture';

export function sampleGames(count: number): GameRecord[] {
  const names = [
    'Rocket Racer',
    'Star Miner',
    'Dungeon Clicker',
    'Puzzle Tower',
    'Farm Hero',
    'Sky Fisher',
  ];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    gameName: `${names[index % names.length]} ${index + 1}`,
    gameLabel: index % 2 === 0 ? 'idle' : 'puzzle',
    channelCount: index % 4,
    createdAt: new Date(Date.UTC(2025, 0, 1 + index, 8)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 1, 1 + index, 8)).toISOString(),
  }));
}

export function fixtureGameApi(options: FixtureOptions<GameRecord> = {}) {
  return fixtureResourceApi(gameContract, 
    {
      contains: { gameName: ['gameName', 'gameLabel'] },
      unique: ['gameName'],
      complete: () => ({ channelCount: 0 }),
    },
    { ...options, rows: options.rows ?? sampleGames(3) },
  );
}

export function sampleChannels(games: GameRecord[], count: number): GameChannelRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const game = games[index % games.length]!;
    return {
      id: index + 1,
      gameId: game.id,
      gameName: game.gameName,
      channelName: ['TapTap', 'App Store', 'Google Play', 'Huawei'][index % 4]!,
      channelUrl: `https://example.com/games/${game.id}/channel/${index + 1}`,
      createdAt: new Date(Date.UTC(2025, 2, 1 + index, 8)).toISOString(),
      updatedAt: new Date(Date.UTC(2025, 2, 1 + index, 8)).toISOString(),
    };
  });
}

export function fixtureChannelApi(
  options: FixtureOptions<GameChannelRecord> & { games?: GameRecord[] } = {},
) {
  const games = options.games ?? sampleGames(3);
  const fixture = fixtureResourceApi(gameChannelContract, 
    {
      contains: { channelName: ['channelName'] },
      equals: ['gameId'],
      complete: (body) => ({ gameName: games.find((g) => g.id === body.gameId)?.gameName ?? '' }),
    },
    { ...options, rows: options.rows ?? sampleChannels(games, 4) },
  );
  return { ...fixture, games: fixtureGameApi({ rows: games }).api };
}
