/**
 * An in-memory games resource with the server's list semantics (contains filter, whitelist
 * sort, paging), for stories and component tests: never a live server.
 */
import type { Page } from '@contracts/envelope.js';
import { parseSort } from '@contracts/list.js';
import type { AddGameChannelForm, AddGameForm, GameChannelRecord, GameRecord, UpdateGameChannelForm, UpdateGameForm } from '@contracts/game.js';
import type { QueryParams, ResourceApi } from '@/api/resources';

export function sampleGames(count: number): GameRecord[] {
  const names = ['Rocket Racer', 'Star Miner', 'Dungeon Clicker', 'Puzzle Tower', 'Farm Hero', 'Sky Fisher'];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    gameName: `${names[index % names.length]} ${index + 1}`,
    gameLabel: index % 2 === 0 ? 'idle' : 'puzzle',
    channelCount: index % 4,
    createdAt: new Date(Date.UTC(2025, 0, 1 + index, 8)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 1, 1 + index, 8)).toISOString(),
  }));
}

export interface FixtureOptions<Row> {
  rows?: Row[];
  /** Milliseconds each answer waits; `Infinity` never answers (a loading story). */
  delay?: number;
  /** Every list call fails with this (an ApiError-shaped object). */
  queryError?: unknown;
  /** add/update fail with this. */
  saveError?: unknown;
}

export function apiError(status: number, detail: unknown, message = 'Error') {
  return Object.assign(new Error(message), { name: 'ApiError', status, detail, reason: (detail as { reason?: string } | null)?.reason });
}

const wait = (ms: number) => (ms === Infinity ? new Promise<never>(() => {}) : new Promise<void>((resolve) => setTimeout(resolve, ms)));

function listOf<Row extends { id: number }>(rows: Row[], params: QueryParams, textFields: Record<string, (keyof Row)[]>): Page<Row> {
  let out = rows.slice();
  for (const [param, fields] of Object.entries(textFields)) {
    const needle = params[param];
    if (needle !== undefined) {
      const text = String(needle).toLowerCase();
      out = out.filter((row) => fields.some((field) => String(row[field]).toLowerCase().includes(text)));
    }
  }
  const sort = parseSort(params.sort === undefined ? undefined : String(params.sort));
  if (sort) {
    const key = sort.field as keyof Row;
    out.sort((a, b) => {
      const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
      return sort.direction === 'asc' ? order : -order;
    });
  } else {
    out.sort((a, b) => b.id - a.id);
  }
  const page = Number(params.page ?? 1);
  const size = Number(params.size ?? 20);
  return { records: out.slice((page - 1) * size, page * size), total: out.length, page, size };
}

export interface FixtureCalls {
  query: QueryParams[];
  add: unknown[];
  update: unknown[];
  remove: number[];
  exportCsv: QueryParams[];
}

export function fixtureGameApi(options: FixtureOptions<GameRecord> = {}) {
  const rows = options.rows ?? sampleGames(3);
  const delay = options.delay ?? 0;
  const calls: FixtureCalls = { query: [], add: [], update: [], remove: [], exportCsv: [] };
  const api: ResourceApi<GameRecord, AddGameForm, UpdateGameForm> = {
    async query(params) {
      calls.query.push(params);
      await wait(delay);
      if (options.queryError) throw options.queryError;
      return listOf(rows, params, { gameName: ['gameName', 'gameLabel'] });
    },
    async add(body) {
      calls.add.push(body);
      await wait(delay);
      if (options.saveError) throw options.saveError;
      const now = new Date().toISOString();
      rows.push({ id: Math.max(0, ...rows.map((r) => r.id)) + 1, channelCount: 0, createdAt: now, updatedAt: now, ...body });
      return null;
    },
    async update(body) {
      calls.update.push(body);
      await wait(delay);
      if (options.saveError) throw options.saveError;
      const row = rows.find((r) => r.id === body.id);
      if (row) Object.assign(row, body);
      return null;
    },
    async remove(id) {
      calls.remove.push(id);
      await wait(delay);
      const index = rows.findIndex((r) => r.id === id);
      if (index >= 0) rows.splice(index, 1);
      return null;
    },
    async exportCsv(params) {
      calls.exportCsv.push(params);
      return new Blob(['id,gameName\r\n'], { type: 'text/csv' });
    },
    exportFileName: 'games.csv',
  };
  return { api, calls, rows };
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

export { listOf };

export function fixtureChannelApi(options: FixtureOptions<GameChannelRecord> & { games?: GameRecord[] } = {}) {
  const games = options.games ?? sampleGames(3);
  const rows = options.rows ?? sampleChannels(games, 4);
  const calls: FixtureCalls = { query: [], add: [], update: [], remove: [], exportCsv: [] };
  const api: ResourceApi<GameChannelRecord, AddGameChannelForm, UpdateGameChannelForm> = {
    async query(params) {
      calls.query.push(params);
      await wait(options.delay ?? 0);
      if (options.queryError) throw options.queryError;
      const byGame = params.gameId === undefined ? rows : rows.filter((row) => String(row.gameId) === String(params.gameId));
      return listOf(byGame, params, { channelName: ['channelName'] });
    },
    async add(body) {
      calls.add.push(body);
      if (options.saveError) throw options.saveError;
      const now = new Date().toISOString();
      const game = games.find((g) => g.id === body.gameId);
      rows.push({ id: Math.max(0, ...rows.map((r) => r.id)) + 1, gameName: game?.gameName ?? '', createdAt: now, updatedAt: now, ...body });
      return null;
    },
    async update(body) {
      calls.update.push(body);
      if (options.saveError) throw options.saveError;
      const row = rows.find((r) => r.id === body.id);
      if (row) Object.assign(row, body);
      return null;
    },
    async remove(id) {
      calls.remove.push(id);
      const index = rows.findIndex((r) => r.id === id);
      if (index >= 0) rows.splice(index, 1);
      return null;
    },
    async exportCsv(params) {
      calls.exportCsv.push(params);
      return new Blob(['id,channelName\r\n'], { type: 'text/csv' });
    },
    exportFileName: 'gameChannels.csv',
  };
  return { api, calls, rows, games: fixtureGameApi({ rows: games }).api };
}
