/** Every managed entity of the API (server/resource/), registered by buildApp and read by the tests. */
import type { AnyResource } from '../resource/resource.js';
import { activityNoticeResource } from './masterData/activityNotices.js';
import { brandResource } from './masterData/brands.js';
import { companyResource } from './masterData/companies.js';
import { cooperateResource } from './masterData/cooperates.js';
import { gameChannelResource, gameResource } from './masterData/games.js';
import { userResource } from './useradmin/users.js';

export const RESOURCES: readonly AnyResource[] = [
  userResource,
  companyResource,
  gameResource,
  gameChannelResource,
  brandResource,
  cooperateResource,
  activityNoticeResource,
];
