/**
 * The sample world of the figure fixtures (two partners, two scripts, two shared configs, five
 * days) and the small row helpers they share. Day rows carry their month beside them, as the
 * server's tables do, so a month range filters days the way the server's does.
 */
export const PARTNERS = [
  { cooperateId: 21, cooperateName: 'Sky Ads', unitMoney: '12.50', active: 40_000 },
  { cooperateId: 22, cooperateName: 'Blue Harbor Media', unitMoney: '9.80', active: 25_000 },
];
export const SCRIPTS = [
  { scriptId: 11, scriptName: 'Puzzle Kingdom Auto' },
  { scriptId: 12, scriptName: 'Quick Clicker Pro' },
];
export const LINKERS = [
  { linkerId: 31, linkerName: 'Tap Burst', configName: 'tap-burst.json' },
  { linkerId: 32, linkerName: 'Idle Farmer', configName: 'idle-farmer.json' },
];
/** Two days at the end of January, two at the start of February, one in March (2026). */
export const SAMPLE_DAYS = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02', '2026-03-01'];
export const SAMPLE_MONTHS = ['2026-01', '2026-02'];

/** What the server answers a partner: its own rows (every row when `own` is undefined). */
export const mine = <Row extends { cooperateId: number }>(rows: Row[], own?: number) =>
  own === undefined ? rows : rows.filter((row) => row.cooperateId === own);

export const withMonth = <Row extends { day: string }>(row: Row) => ({
  ...row,
  month: row.day.slice(0, 7),
});

export const sum = <Row>(rows: Row[], key: keyof Row) =>
  rows.reduce((total, row) => total + ((row[key] as number | null) ?? 0), 0);

/** Copies, so a story's or test's changes (a settlement) never leak into the next. */
export const fresh = <Row>(rows: Row[]) => rows.map((row) => ({ ...row }));
