/** The contracts of the master data: brands, business companies, partners and activity pop-ups. */
import { addActivityNoticeForm, activityNoticeRecord, updateActivityNoticeForm } from '../activityNotice.js';
import { addBrandForm, brandRecord, updateBrandForm } from '../brand.js';
import { addCompanyForm, companyRecord, updateCompanyForm } from '../company.js';
import { addCooperateForm, cooperateRecord, updateCooperateForm } from '../cooperate.js';
import { defineContract } from '../resourceContract.js';

export const brandContract = defineContract({
  area: 'brand',
  entity: 'Brand',
  record: brandRecord,
  filters: {
    brandName: { kind: 'contains' },
    ownerId: { kind: 'equals', type: 'int' },
    createdAt: { kind: 'dateRange' },
  },
  sort: ['id', 'brandName', 'ownerId', 'createdAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    brandName: { label: 'brand.brandName', format: 'text' },
    ownerId: { label: 'brand.owner', format: 'text', shows: 'ownerName' },
    createdAt: { label: 'list.createdAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
  add: addBrandForm,
  update: updateBrandForm,
});

export const companyContract = defineContract({
  area: 'useradmin',
  entity: 'BusinessCompany',
  record: companyRecord,
  filters: { name: { kind: 'contains' } },
  sort: ['id', 'name', 'createdAt'],
  defaultSort: { field: 'id', direction: 'asc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    name: { label: 'company.name', format: 'text' },
    memberCount: { label: 'company.memberCount', format: 'integer' },
    createdAt: { label: 'list.createdAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
  add: addCompanyForm,
  update: updateCompanyForm,
});

export const cooperateContract = defineContract({
  area: 'cooperate',
  entity: 'Cooperate',
  record: cooperateRecord,
  filters: { cooperateName: { kind: 'contains' }, cooperatePackage: { kind: 'contains' } },
  sort: ['id', 'cooperateName', 'cooperatePackage', 'platformMoney', 'authorMoney', 'createdAt'],
  defaultSort: { field: 'id', direction: 'asc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    cooperateName: { label: 'cooperate.cooperateName', format: 'text' },
    cooperatePackage: { label: 'cooperate.cooperatePackage', format: 'text' },
    platformMoney: { label: 'cooperate.platformMoney', format: 'money' },
    authorMoney: { label: 'cooperate.authorMoney', format: 'money' },
    priceFrom: { label: 'cooperate.priceFrom', format: 'month' },
    memberCount: { label: 'cooperate.memberCount', format: 'integer' },
    createdAt: { label: 'list.createdAt', format: 'time' },
  },
  add: addCooperateForm,
  update: updateCooperateForm,
});

export const activityNoticeContract = defineContract({
  area: 'activityNotice',
  entity: 'ActivityNotice',
  record: activityNoticeRecord,
  filters: {
    title: { kind: 'contains' },
    enabled: { kind: 'equals', type: 'bool' },
    startAt: { kind: 'dateRange' },
  },
  sort: ['id', 'title', 'startAt', 'endAt', 'enabled', 'createdAt'],
  defaultSort: { field: 'startAt', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    title: { label: 'notice.title', format: 'text' },
    imageUrl: { label: 'notice.image', format: 'text' },
    linkUrl: { label: 'notice.link', format: 'text' },
    startAt: { label: 'notice.startAt', format: 'time' },
    endAt: { label: 'notice.endAt', format: 'time' },
    enabled: { label: 'notice.enabled', format: 'boolean' },
    overlaps: { label: 'notice.overlaps', format: 'integer' },
    createdAt: { label: 'list.createdAt', format: 'time' },
  },
  add: addActivityNoticeForm,
  update: updateActivityNoticeForm,
});
