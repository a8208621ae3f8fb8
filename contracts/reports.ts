/**
 * The two admin reports fed by what the app reports (docs/reports.md): launch records (each kept
 * launch, with the day figures of the filtered script and days) and search statistics (keywords
 * over a period, those that found nothing, and one keyword's days). Answers, query schemas, the
 * period rules and who may read them.
 */
import { z } from 'zod';
import { LAUNCH_ACCESS, LAUNCH_PLATFORMS, SEARCH_KEYWORD_MAX } from './appEvents.js';
import { idField, queryIdField, PLAIN_TEXT_PATTERN } from './fields.js';
import type { Role } from './roles.js';

const count = z.number().int().min(0);
const day = z.iso.date();

/** Who reads the reports, keyed by the path under /api/ (the screens' routes are ADMIN's alone). */
export const REPORT_ROLES = {
  'record/queryLaunchRecord': ['ADMIN'],
  'record/queryLaunchFigures': ['ADMIN'],
  'search/querySearchKeyword': ['ADMIN'],
  'search/querySearchKeywordTrend': ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

/** A report's period is at most this many days (a year and a day: a leap year fits). */
export const REPORT_PERIOD_MAX_DAYS = 366;
/** Without a period, the reports read the last this many days, today included (UTC). */
export const REPORT_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC time. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The default period: the last REPORT_DEFAULT_DAYS UTC days up to `now`'s day. */
export function defaultPeriod(now: number = Date.now()): { dayFrom: string; dayTo: string } {
  return { dayFrom: utcDay(now - (REPORT_DEFAULT_DAYS - 1) * DAY_MS), dayTo: utcDay(now) };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) days.push(utcDay(time));
  return days;
}

/** How many days a period holds (0 when reversed). */
export const periodLength = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

/**
 * `dayFrom` / `dayTo` (both optional: missing ends come from the default period), with the period
 * rules: the end not before the start, at most REPORT_PERIOD_MAX_DAYS days.
 */
export const periodQuery = {
  dayFrom: day.optional(),
  dayTo: day.optional(),
};

type Period = { dayFrom?: string; dayTo?: string };

/** The period asked for, its missing ends filled in (`dayTo` today, `dayFrom` 29 days before it). */
export function periodOf(query: Period, now: number = Date.now()): { dayFrom: string; dayTo: string } {
  const dayTo = query.dayTo ?? (query.dayFrom && query.dayFrom > utcDay(now) ? query.dayFrom : utcDay(now));
  const dayFrom = query.dayFrom ?? utcDay(Date.parse(`${dayTo}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS);
  return { dayFrom, dayTo };
}

const isDay = (value: unknown) => value === undefined || (typeof value === 'string' && day.safeParse(value).success);

/** The period's problem, if any (only once both ends are days: a bad one has its own error). */
export function periodProblem(query: Period): string | undefined {
  if (!isDay(query.dayFrom) || !isDay(query.dayTo)) return undefined;
  const { dayFrom, dayTo } = periodOf(query);
  if (dayTo < dayFrom) return 'dayTo must not be before dayFrom';
  if (periodLength(dayFrom, dayTo) > REPORT_PERIOD_MAX_DAYS) return `a period is at most ${REPORT_PERIOD_MAX_DAYS} days`;
  return undefined;
}

const withPeriodRules = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((query, issues) => {
    const problem = periodProblem(query as Period);
    if (problem) issues.addIssue({ code: 'custom', path: ['dayTo'], message: problem, params: { reason: 'invalid_value' } });
  });

// ---- launch records -----------------------------------------------------------------------

/** GET /api/record/queryLaunchRecord: one kept launch, with the names of what it refers to. */
export const launchRecord = z.object({
  id: idField,
  occurredAt: z.string(),
  day,
  scriptId: idField,
  scriptName: z.string(),
  version: z.string(),
  platform: z.enum(LAUNCH_PLATFORMS),
  access: z.enum(LAUNCH_ACCESS),
  deviceId: z.string(),
  cooperateId: idField.nullable(),
  cooperateName: z.string().nullable(),
  linkerId: idField.nullable(),
  linkerName: z.string().nullable(),
  receivedAt: z.string(),
});
export type LaunchRecord = z.infer<typeof launchRecord>;

/** GET /api/record/queryLaunchFigures?scriptId&dayFrom&dayTo: the day figures of a script (or all). */
export const launchFiguresQuery = withPeriodRules(
  z.strictObject({ scriptId: queryIdField.optional(), ...periodQuery }),
);
export type LaunchFiguresQuery = z.infer<typeof launchFiguresQuery>;

const platformFigures = {
  activeNum: count,
  redFingerNum: count,
  vmosNum: count,
  virtualCloudNum: count,
  flyingCloudNum: count,
  /** Devices whose first launch of the day was on another platform: activeNum minus the four. */
  otherNum: count,
  freeNum: count,
  trialNum: count,
};
export const LAUNCH_FIGURES = Object.keys(platformFigures) as (keyof typeof platformFigures)[];
export type LaunchFigure = (typeof LAUNCH_FIGURES)[number];
/** The platform series, in the order the chart and the table show them. */
export const PLATFORM_FIGURES = ['redFingerNum', 'vmosNum', 'virtualCloudNum', 'flyingCloudNum', 'otherNum'] as const satisfies readonly LaunchFigure[];

export const launchFiguresPoint = z.object({ day, ...platformFigures });
export type LaunchFiguresPoint = z.infer<typeof launchFiguresPoint>;

export const launchFigures = z.object({
  /** The script, or null: every script's figures added up. */
  scriptId: idField.nullable(),
  scriptName: z.string().nullable(),
  dayFrom: day,
  dayTo: day,
  /** One point per day of the period, zeros where nothing was counted. */
  points: z.array(launchFiguresPoint),
  /** The points added up: device-days, not distinct devices over the period (docs/reports.md). */
  totals: z.object(platformFigures),
});
export type LaunchFigures = z.infer<typeof launchFigures>;

// ---- search statistics --------------------------------------------------------------------

/** Which keywords the found-nothing view keeps: most of their searches, or all, found nothing. */
export const FOUND_NOTHING = ['mostly', 'only'] as const;
export type FoundNothing = (typeof FOUND_NOTHING)[number];

/** GET /api/search/querySearchKeyword: one keyword over the period. */
export const searchKeywordRecord = z.object({
  /** Stands for the keyword within one answer (its first day row's id); the keyword's key names it. */
  id: idField,
  keyword: z.string(),
  keywordKey: z.string(),
  searchNum: count,
  emptyNum: count,
  /** emptyNum / searchNum in percent, one decimal. */
  emptyShare: z.number().min(0).max(100),
  /** Days of the period on which it was searched. */
  days: count,
});
export type SearchKeywordRecord = z.infer<typeof searchKeywordRecord>;

export const searchKeywordSums = z.object({ searchNum: count, emptyNum: count, emptyShare: z.number().min(0).max(100) });
export type SearchKeywordSums = z.infer<typeof searchKeywordSums>;

/** emptyNum of searchNum in percent, one decimal (0 without searches). */
export const shareOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/** GET /api/search/querySearchKeywordTrend?keyword&dayFrom&dayTo: a keyword's days. */
export const keywordTrendQuery = withPeriodRules(
  z.strictObject({
    keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX).regex(PLAIN_TEXT_PATTERN),
    ...periodQuery,
  }),
);
export type KeywordTrendQuery = z.infer<typeof keywordTrendQuery>;

export const keywordTrend = z.object({
  keyword: z.string(),
  dayFrom: day,
  dayTo: day,
  points: z.array(z.object({ day, searchNum: count, emptyNum: count })),
});
export type KeywordTrend = z.infer<typeof keywordTrend>;
