/**
 * In-memory script-partner figures (days, months) and shared clicker config (linker) figures,
 * over stories/fixtures/resourceFixture.ts with the server's filters, ranges and totals.
 */
import type {
  LinkerDayRecord,
  LinkerMonthRecord,
  ScriptCooperateDayRecord,
  ScriptCooperateMonthRecord,
} from '@contracts/activity.js';
import {
  linkerDayContract,
  linkerMonthContract,
  scriptCooperateDayContract,
  scriptCooperateMonthContract,
} from '@contracts/resources/figures.js';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';
import {
  fresh,
  LINKERS,
  mine,
  PARTNERS,
  SAMPLE_DAYS,
  SAMPLE_MONTHS,
  SCRIPTS,
  sum,
  withMonth,
} from './figureRows';

// ---- script-partner days and months ------------------------------------------------------------

type ScriptPartnerDay = ScriptCooperateDayRecord & { month: string };

const scriptPartners = () =>
  SCRIPTS.flatMap((script) => PARTNERS.map((partner) => ({ ...script, ...partner })));

export function sampleScriptPartnerDays(own?: number): ScriptPartnerDay[] {
  const rows = scriptPartners().flatMap((pair, p) =>
    SAMPLE_DAYS.map((day, d) =>
      withMonth({
        id: 1 + p * 10 + d,
        scriptId: pair.scriptId,
        scriptName: pair.scriptName,
        cooperateId: pair.cooperateId,
        cooperateName: pair.cooperateName,
        day,
        activeNum: 500 * (p + 1) + 10 * d,
        clickNum: 1_500 * (p + 1) + d,
      }),
    ),
  );
  return mine(rows, own);
}

export function sampleScriptPartnerMonths(): ScriptCooperateMonthRecord[] {
  return scriptPartners().flatMap((pair, p) =>
    SAMPLE_MONTHS.map((countTime, m) => ({
      id: 1 + p * 10 + m,
      scriptId: pair.scriptId,
      scriptName: pair.scriptName,
      cooperateId: pair.cooperateId,
      cooperateName: pair.cooperateName,
      countTime,
      activeNum: 15_000 * (p + 1) + 1_000 * m,
      clickNum: 45_000 * (p + 1) + 100 * m,
      days: 28 + m,
    })),
  );
}

const clickSums = <Row extends { activeNum: number; clickNum: number }>(rows: Row[]) => ({
  activeNum: sum(rows, 'activeNum'),
  clickNum: sum(rows, 'clickNum'),
});

export function fixtureScriptPartnerDaysApi(options: FixtureOptions<ScriptPartnerDay> = {}) {
  return fixtureResourceApi(scriptCooperateDayContract, 
    {
      contains: { scriptName: ['scriptName'] },
      equals: ['scriptId', 'cooperateId'],
      ranges: { countTime: 'month', day: 'day' },
      sums: clickSums,
    },
    { ...options, rows: fresh(options.rows ?? sampleScriptPartnerDays()) },
  );
}

export function fixtureScriptPartnerMonthsApi(
  options: FixtureOptions<ScriptCooperateMonthRecord> = {},
) {
  return fixtureResourceApi(scriptCooperateMonthContract, 
    {
      contains: { scriptName: ['scriptName'] },
      equals: ['scriptId', 'cooperateId'],
      ranges: { countTime: 'countTime' },
      sums: clickSums,
    },
    { ...options, rows: fresh(options.rows ?? sampleScriptPartnerMonths()) },
  );
}

// ---- shared clicker configs (linkers) ------------------------------------------------------------

type LinkerDay = LinkerDayRecord & { month: string };

export function sampleLinkerDays(): LinkerDay[] {
  return LINKERS.flatMap((linker, l) =>
    SAMPLE_DAYS.map((day, d) =>
      withMonth({
        id: 1 + l * 10 + d,
        ...linker,
        day,
        activeNum: 200 * (l + 1) + d,
        useNum: 900 * (l + 1) + d,
      }),
    ),
  );
}

export function sampleLinkerMonths(): LinkerMonthRecord[] {
  return LINKERS.flatMap((linker, l) =>
    SAMPLE_MONTHS.map((countTime, m) => ({
      id: 1 + l * 10 + m,
      ...linker,
      countTime,
      activeNum: 6_000 * (l + 1) + m,
      useNum: 27_000 * (l + 1) + m,
      days: 30 - m,
    })),
  );
}

const linkerShape = <Row extends { activeNum: number; useNum: number }>() => ({
  contains: { linkerName: ['linkerName', 'configName'] as (keyof Row & string)[] },
  sums: (rows: Row[]) => ({ activeNum: sum(rows, 'activeNum'), useNum: sum(rows, 'useNum') }),
});

export function fixtureLinkerDaysApi(options: FixtureOptions<LinkerDay> = {}) {
  return fixtureResourceApi(
    linkerDayContract,
    { ...linkerShape<LinkerDay>(), ranges: { countTime: 'month', day: 'day' } },
    { ...options, rows: fresh(options.rows ?? sampleLinkerDays()) },
  );
}

export function fixtureLinkerMonthsApi(options: FixtureOptions<LinkerMonthRecord> = {}) {
  return fixtureResourceApi(
    linkerMonthContract,
    {
      ...linkerShape<LinkerMonthRecord>(),
      ranges: { countTime: 'countTime' },
    },
    { ...options, rows: fresh(options.rows ?? sampleLinkerMonths()) },
  );
}
