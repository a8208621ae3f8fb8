/**
 * The contracts of the activity and settlement figure lists (docs/settlement.md): script days and
 * months, script-partner days and months, partner days and months, shared-config days and months. All
 * read-only, with totals (`sums`).
 */
import {
  clickSums,
  cooperateActiveDayRecord,
  cooperateActiveMonthRecord,
  cooperateMonthSums,
  linkerDayRecord,
  linkerMonthRecord,
  linkerSums,
  scriptActiveDayRecord,
  scriptActiveRecord,
  scriptActiveSums,
  scriptCooperateDayRecord,
  scriptCooperateMonthRecord,
  scriptDaySums,
} from '../activity.js';
import { defineContract, type ColumnSpec, type FilterSpec } from '../resourceContract.js';
import { SETTLEMENT_STATUSES } from '../settlement.js';

const MONTHS = { countTime: { kind: 'calendarRange', unit: 'month' } } as const satisfies Record<string, FilterSpec>;
const DAYS = { day: { kind: 'calendarRange', unit: 'day' } } as const satisfies Record<string, FilterSpec>;
const SETTLEMENT_STATUS = { status: { kind: 'enum', values: SETTLEMENT_STATUSES } } as const satisfies Record<string, FilterSpec>;

const id = { label: 'list.id', format: 'integer' } as const satisfies ColumnSpec;
const count = (label: ColumnSpec['label']) => ({ label, format: 'integer' }) as const satisfies ColumnSpec;
const text = (label: ColumnSpec['label']) => ({ label, format: 'text' }) as const satisfies ColumnSpec;

/** A month's settlement, as every month list that settles shows it. */
const SETTLEMENT_COLUMNS = {
  status: { label: 'activity.status', format: { labels: 'settlement.status' } },
  activeFinalNum: count('activity.activeFinalNum'),
  activeMoney: { label: 'activity.activeMoney', format: 'money' },
  suggestedMoney: { label: 'activity.suggestedMoney', format: 'money' },
  returnReason: text('activity.returnReason'),
} as const satisfies Record<string, ColumnSpec>;

export const scriptMonthContract = defineContract({
  area: 'active',
  entity: 'ScriptActive',
  record: scriptActiveRecord,
  filters: {
    scriptId: { kind: 'equals', type: 'int' },
    scriptName: { kind: 'contains' },
    authorId: { kind: 'equals', type: 'int' },
    companyId: { kind: 'equals', type: 'int' },
    ...MONTHS,
    ...SETTLEMENT_STATUS,
  },
  sort: ['id', 'countTime', 'scriptName', 'activeNum', 'freeNum', 'trialNum', 'activeFinalNum', 'activeMoney', 'status', 'updatedAt'],
  defaultSort: { field: 'countTime', direction: 'desc' },
  columns: {
    id,
    scriptName: text('activity.script'),
    authorNick: text('activity.author'),
    companyName: text('activity.company'),
    companyShare: text('activity.companyShare'),
    companyMoney: { label: 'activity.companyMoney', format: 'money' },
    countTime: { label: 'activity.countTime', format: 'month' },
    activeNum: count('activity.activeNum'),
    freeNum: count('activity.freeNum'),
    trialNum: count('activity.trialNum'),
    redFingerNum: count('activity.redFingerNum'),
    vmosNum: count('activity.vmosNum'),
    virtualCloudNum: count('activity.virtualCloudNum'),
    flyingCloudNum: count('activity.flyingCloudNum'),
    ecpm: { label: 'activity.ecpm', format: 'money' },
    ...SETTLEMENT_COLUMNS,
  },
  sums: scriptActiveSums,
});

/** Script days by platform, platform-wide: the counts and eCPM sort, and all of them total. */
export const scriptDayContract = defineContract({
  area: 'active',
  entity: 'ScriptActiveDay',
  record: scriptActiveDayRecord,
  filters: {
    scriptId: { kind: 'equals', type: 'int' },
    scriptName: { kind: 'contains' },
    ...MONTHS,
    ...DAYS,
  },
  sort: ['id', 'day', 'scriptName', 'activeNum', 'redFingerNum', 'vmosNum', 'virtualCloudNum', 'flyingCloudNum', 'freeNum', 'trialNum', 'ecpm'],
  defaultSort: { field: 'day', direction: 'desc' },
  columns: {
    id,
    day: { label: 'activity.day', format: 'date' },
    scriptName: text('activity.script'),
    authorNick: text('activity.author'),
    activeNum: count('activity.activeNum'),
    redFingerNum: count('activity.redFingerNum'),
    vmosNum: count('activity.vmosNum'),
    virtualCloudNum: count('activity.virtualCloudNum'),
    flyingCloudNum: count('activity.flyingCloudNum'),
    freeNum: count('activity.freeNum'),
    trialNum: count('activity.trialNum'),
    ecpm: { label: 'activity.ecpm', format: 'money' },
  },
  sums: scriptDaySums,
});

const SCRIPT_PARTNER_FILTERS = {
  scriptId: { kind: 'equals', type: 'int' },
  scriptName: { kind: 'contains' },
  cooperateId: { kind: 'equals', type: 'int' },
  ...MONTHS,
} as const satisfies Record<string, FilterSpec>;
const SCRIPT_PARTNER_SORT = ['id', 'scriptName', 'cooperateName', 'activeNum', 'clickNum'] as const;
const SCRIPT_PARTNER_COLUMNS = {
  id,
  scriptName: text('activity.script'),
  cooperateName: text('activity.partner'),
  activeNum: count('activity.activeNum'),
  clickNum: count('activity.clickNum'),
} as const satisfies Record<string, ColumnSpec>;

/** A script's days through one partner; the same list is read by the script's and the partner's side. */
const scriptPartnerDays = <const Area extends string, const Entity extends string>(area: Area, entity: Entity) =>
  defineContract({
    area,
    entity,
    record: scriptCooperateDayRecord,
    filters: { ...SCRIPT_PARTNER_FILTERS, ...DAYS },
    sort: [...SCRIPT_PARTNER_SORT, 'day'],
    defaultSort: { field: 'day', direction: 'desc' },
    columns: { ...SCRIPT_PARTNER_COLUMNS, day: { label: 'activity.day', format: 'date' } },
    sums: clickSums,
  });

export const scriptCooperateDayContract = scriptPartnerDays('active', 'ScriptActiveCooperate');
export const cooperateScriptDayContract = scriptPartnerDays('active/cooperate', 'ScriptActive');

export const scriptCooperateMonthContract = defineContract({
  area: 'active',
  entity: 'ScriptActiveCooperateMonth',
  record: scriptCooperateMonthRecord,
  filters: SCRIPT_PARTNER_FILTERS,
  sort: [...SCRIPT_PARTNER_SORT, 'countTime', 'days'],
  defaultSort: { field: 'countTime', direction: 'desc' },
  columns: {
    ...SCRIPT_PARTNER_COLUMNS,
    countTime: { label: 'activity.countTime', format: 'month' },
    days: count('activity.days'),
  },
  sums: clickSums,
});

const PARTNER_FILTERS = {
  cooperateId: { kind: 'equals', type: 'int' },
  cooperateName: { kind: 'contains' },
  ...MONTHS,
} as const satisfies Record<string, FilterSpec>;

export const cooperateDayContract = defineContract({
  area: 'active/cooperate',
  entity: 'CooperateActive',
  record: cooperateActiveDayRecord,
  filters: { ...PARTNER_FILTERS, ...DAYS },
  sort: ['id', 'day', 'cooperateName', 'activeNum', 'clickNum'],
  defaultSort: { field: 'day', direction: 'desc' },
  columns: {
    id,
    cooperateName: text('activity.partner'),
    day: { label: 'activity.day', format: 'date' },
    activeNum: count('activity.activeNum'),
    clickNum: count('activity.clickNum'),
  },
  sums: clickSums,
});

export const cooperateMonthContract = defineContract({
  area: 'active/cooperate',
  entity: 'CooperateActiveMonth',
  record: cooperateActiveMonthRecord,
  filters: { ...PARTNER_FILTERS, ...SETTLEMENT_STATUS },
  sort: ['id', 'countTime', 'cooperateName', 'activeNum', 'clickNum', 'activeFinalNum', 'activeMoney', 'status'],
  defaultSort: { field: 'countTime', direction: 'desc' },
  columns: {
    id,
    cooperateName: text('activity.partner'),
    countTime: { label: 'activity.countTime', format: 'month' },
    activeNum: count('activity.activeNum'),
    clickNum: count('activity.clickNum'),
    unitMoney: { label: 'activity.unitMoney', format: 'money' },
    ...SETTLEMENT_COLUMNS,
  },
  sums: cooperateMonthSums,
});

const LINKER_FILTERS = {
  linkerId: { kind: 'equals', type: 'int' },
  linkerName: { kind: 'contains' },
  ...MONTHS,
} as const satisfies Record<string, FilterSpec>;
const LINKER_SORT = ['id', 'linkerName', 'activeNum', 'useNum'] as const;
const LINKER_COLUMNS = {
  id,
  linkerName: text('activity.linker'),
  configName: text('activity.configName'),
  activeNum: count('activity.activeNum'),
  useNum: count('activity.useNum'),
} as const satisfies Record<string, ColumnSpec>;

export const linkerDayContract = defineContract({
  area: 'linker',
  entity: 'LinkerActive',
  record: linkerDayRecord,
  filters: { ...LINKER_FILTERS, ...DAYS },
  sort: [...LINKER_SORT, 'day'],
  defaultSort: { field: 'day', direction: 'desc' },
  columns: { ...LINKER_COLUMNS, day: { label: 'activity.day', format: 'date' } },
  sums: linkerSums,
});

export const linkerMonthContract = defineContract({
  area: 'linker',
  entity: 'LinkerActiveMonth',
  record: linkerMonthRecord,
  filters: LINKER_FILTERS,
  sort: [...LINKER_SORT, 'countTime', 'days'],
  defaultSort: { field: 'countTime', direction: 'desc' },
  columns: { ...LINKER_COLUMNS, countTime: { label: 'activity.countTime', format: 'month' }, days: count('activity.days') },
  sums: linkerSums,
});

/** Either side's script-partner days (one record, two paths). */
export type ScriptPartnerDayContract = typeof scriptCooperateDayContract | typeof cooperateScriptDayContract;
