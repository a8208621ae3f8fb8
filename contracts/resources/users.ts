/** The contract of the users list (/api/useradmin/queryUser, exportUser); its actions are routes beside it. */
import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../account.js';
import { defineContract } from '../resourceContract.js';
import { ROLES } from '../roles.js';
import { userAdminRecord } from '../userAdmin.js';

export const userContract = defineContract({
  area: 'useradmin',
  entity: 'User',
  record: userAdminRecord,
  filters: {
    name: { kind: 'contains' },
    role: { kind: 'custom', schema: z.enum(ROLES) },
    status: { kind: 'enum', values: ACCOUNT_STATUSES },
    companyId: { kind: 'equals', type: 'int' },
    cooperateId: { kind: 'equals', type: 'int' },
    isDel: { kind: 'equals', type: 'bool' },
    phone: { kind: 'contains', max: 20 },
    createdAt: { kind: 'dateRange' },
  },
  sort: ['id', 'username', 'nickname', 'rechargeCoin', 'endOnlineTime', 'vipTime', 'svipTime', 'status', 'createdAt'],
  defaultSort: { field: 'id', direction: 'asc' },
  columns: {
    id: { label: 'userAdmin.id', format: 'integer' },
    username: { label: 'userAdmin.username', format: 'text' },
    nickname: { label: 'userAdmin.nickname', format: 'text' },
    roles: { label: 'userAdmin.roles', format: 'roles' },
    avatar: { label: 'userAdmin.avatar', format: 'text' },
    phone: { label: 'userAdmin.phone', format: 'text' },
    email: { label: 'userAdmin.email', format: 'text' },
    rechargeCoin: { label: 'userAdmin.rechargeCoin', format: 'integer' },
    endOnlineTime: { label: 'userAdmin.endOnlineTime', format: 'time' },
    vipTime: { label: 'userAdmin.vipTime', format: 'time' },
    svipTime: { label: 'userAdmin.svipTime', format: 'time' },
    isDel: { label: 'userAdmin.isDel', format: 'boolean' },
    status: { label: 'userAdmin.status', format: { labels: 'userAdmin.statusName' } },
    createdAt: { label: 'userAdmin.createdAt', format: 'time' },
  },
});
