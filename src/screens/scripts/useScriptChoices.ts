/**
 * What the catalogue's filters and form choose from, read once per screen from the sources this
 * user may read (a source they may not read is left out, and with it its filter): games, brands
 * (an admin's all, a creator's own), the CREATOR accounts an admin names as authors, and the
 * labels in use (gathered from the first scripts of the list).
 */
import { useMemo } from 'react';
import type { ListQueryState } from '@machines/list.machine.js';
import type { BrandRecord } from '@contracts/brand.js';
import type { GameRecord } from '@contracts/game.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { NO_CHOICES, useChoices, type ChoicesSource } from '@/list/useChoices';
import type { ScriptFormChoices } from './ScriptFormFields';

export interface ScriptChoiceSources {
  games?: ChoicesSource<GameRecord>;
  brands?: ChoicesSource<BrandRecord>;
  creators?: ChoicesSource<UserAdminRecord>;
  scripts: ChoicesSource<ScriptRecord>;
}

const page = (sort: string, filters: Record<string, string> = {}): ListQueryState => ({ page: 1, size: 200, sort, filters });
const GAMES = page('gameName,asc');
const BRANDS = page('brandName,asc');
const CREATORS = page('nickname,asc', { role: 'CREATOR' });
const RECENT_SCRIPTS = page('id,desc');

export function useScriptChoices(sources: ScriptChoiceSources): ScriptFormChoices {
  const games = useChoices<GameRecord>(sources.games ?? NO_CHOICES, GAMES).records;
  const brands = useChoices<BrandRecord>(sources.brands ?? NO_CHOICES, BRANDS).records;
  const creators = useChoices<UserAdminRecord>(sources.creators ?? NO_CHOICES, CREATORS).records;
  const scripts = useChoices<ScriptRecord>(sources.scripts, RECENT_SCRIPTS).records;
  return useMemo(
    () => ({
      games: games.map((game) => ({ value: String(game.id), label: game.gameName })),
      brands: brands.map((brand) => ({ value: String(brand.id), label: brand.brandName, ownerId: brand.ownerId })),
      owners: creators.map((user) => ({ value: String(user.id), label: user.nickname || user.username })),
      labelsInUse: [...new Set(scripts.flatMap((script) => script.scriptLabel))].sort((a, b) => a.localeCompare(b)),
    }),
    [games, brands, creators, scripts],
  );
}
