/** Signing contracts' calls (docs/signing.md): the resource's query, export, add, update and delete. */
import { signingContract } from '@contracts/resources/signings.js';
import { resourceApi } from './resources';

export const signingApi = resourceApi(signingContract);
