/** The contract of the scripts catalogue (/api/script/…Script; docs/scripts.md). */
import { z } from 'zod';
import { defineContract } from '../resourceContract.js';
import { addScriptForm, SCRIPT_LABEL_MAX, SCRIPT_SOURCES, scriptRecord, updateScriptForm } from '../script.js';
import { PLAIN_TEXT_PATTERN } from '../fields.js';
import { SCRIPT_VISIBILITIES } from '../scriptVisibility.js';

/** One label, exactly (the scripts carrying it). */
export const scriptLabelFilter = z.string().trim().min(1).max(SCRIPT_LABEL_MAX).regex(PLAIN_TEXT_PATTERN);

export const scriptContract = defineContract({
  area: 'script',
  entity: 'Script',
  record: scriptRecord,
  filters: {
    scriptName: { kind: 'contains' },
    scriptPackage: { kind: 'contains' },
    brandId: { kind: 'equals', type: 'int' },
    authorNick: { kind: 'contains' },
    ownerId: { kind: 'equals', type: 'int' },
    gameId: { kind: 'equals', type: 'int' },
    scriptLabel: { kind: 'custom', schema: scriptLabelFilter },
    cacheSwitch: { kind: 'equals', type: 'bool' },
    chargeSwitch: { kind: 'equals', type: 'bool' },
    isTvip: { kind: 'equals', type: 'bool' },
    isFts: { kind: 'equals', type: 'bool' },
    status: { kind: 'enum', values: SCRIPT_VISIBILITIES },
    source: { kind: 'enum', values: SCRIPT_SOURCES },
    createdAt: { kind: 'dateRange' },
  },
  sort: ['id', 'scriptName', 'scriptPackage', 'status', 'showOrder', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    scriptName: { label: 'script.scriptName', format: 'text' },
    scriptPackage: { label: 'script.scriptPackage', format: 'text' },
    gameId: { label: 'script.game', format: 'text', shows: 'gameName' },
    status: { label: 'script.visibility', format: { labels: 'script.status' } },
    brandId: { label: 'script.brand', format: 'text', shows: 'brandName' },
    authorNick: { label: 'script.authorNick', format: 'text' },
    scriptLabel: { label: 'script.scriptLabel', format: 'text' },
    chargeSwitch: { label: 'script.chargeSwitch', format: 'boolean' },
    isTvip: { label: 'script.isTvip', format: 'boolean' },
    isFts: { label: 'script.isFts', format: 'boolean' },
    cacheSwitch: { label: 'script.cacheSwitch', format: 'boolean' },
    source: { label: 'script.source', format: { labels: 'script.sources' } },
    companyId: { label: 'script.company', format: 'text', shows: 'companyName' },
    showOrder: { label: 'script.showOrder', format: 'integer' },
    createdAt: { label: 'list.createdAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
  add: addScriptForm,
  update: updateScriptForm,
});
