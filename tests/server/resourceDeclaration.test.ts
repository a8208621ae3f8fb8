/** Deny by default for declarations: no (or an empty, or an unknown) role list stops the app from starting. */
import Fastify from 'fastify';
import { responseSerializerCompiler } from '../../server/http/responseSerializer.js';
import { describe, expect, it } from 'vitest';
import { ENTITY_ROLES, FIGURE_ROLES, SCRIPT_ACTION_ROLES, SETTLEMENT_ACTION_ROLES, USER_ACTION_ROLES, entityPermissions, type ManagedEntity, READ_ONLY } from '../../contracts/permissions.js';
import type { ServerContext } from '../../server/context.js';
import { installAccessControl } from '../../server/http/access.js';
import { zodValidatorCompiler } from '../../server/http/validation.js';
import { gameResource } from '../../server/modules/masterData/games.js';
import { FIGURE_RESOURCES, RESOURCES } from '../../server/modules/resources.js';
import { collectAccessTable } from './support/server.js';
import { resourceRoutes, type AnyResource, type LooseDb } from '../../server/resource/resource.js';

const ctx = { db: {}, config: { currency: 'CNY' } } as unknown as ServerContext;

async function starts(decl: AnyResource): Promise<void> {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installAccessControl(app, async () => {
    throw new Error('no sessions here');
  });
  try {
    await app.register(resourceRoutes(ctx, decl));
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('resource declarations', () => {
  it('start when every operation has roles', async () => {
    await expect(starts(gameResource)).resolves.toBeUndefined();
  });

  it.each([
    ['no list roles', { ...gameResource, list: { ...gameResource.list, roles: undefined } }],
    ['empty list roles', { ...gameResource, list: { ...gameResource.list, roles: [] } }],
    ['an unknown role', { ...gameResource, list: { ...gameResource.list, roles: ['ROOT'] } }],
    ['no add roles', { ...gameResource, add: { ...gameResource.add!, roles: [] } }],
    ['no delete roles', { ...gameResource, remove: { roles: [] } }],
    ['a bad sort column', { ...gameResource, list: { ...gameResource.list, sortable: { name: 'game_name; drop' } } }],
    ['a bad unique-name column', { ...gameResource, unique: [{ field: 'gameName', column: 'game_name; drop' }] }],
    ['a bad unique-name scope', { ...gameResource, unique: [{ field: 'gameName', column: 'game_name', within: ['1=1'] }] }],
    [
      'unique names on a read-only view',
      { ...gameResource, add: undefined, update: undefined, remove: undefined, view: (db: LooseDb) => db.selectFrom('games').selectAll() },
    ],
  ])('refuse to start with %s', async (_name, decl) => {
    await expect(starts(decl as unknown as AnyResource)).rejects.toThrow();
  });
});

describe('the permission table of contracts/permissions.ts', () => {
  it('is what the server enforces, route by route', async () => {
    const table = await collectAccessTable();
    const roleOf = (url: string) => {
      const entry = table.find((e) => e.url === url);
      return entry && typeof entry.access === 'object' ? [...entry.access.roles] : undefined;
    };
    const verbs = { list: ['query', 'export'], add: ['add'], update: ['update'], delete: ['delete'] } as const;
    for (const decl of RESOURCES) {
      const grants = ENTITY_ROLES[decl.entity as ManagedEntity] as Partial<Record<keyof typeof verbs, readonly string[]>>;
      expect(grants, decl.entity).toBeDefined();
      for (const [op, names] of Object.entries(verbs) as [keyof typeof verbs, readonly string[]][]) {
        for (const verb of names) {
          expect(roleOf(`/rocketScript/api/${decl.area}/${verb}${decl.entity}`), `${verb}${decl.entity}`).toEqual(grants[op] ? [...grants[op]!] : undefined);
        }
      }
    }
    for (const [action, roles] of Object.entries(USER_ACTION_ROLES)) {
      expect(roleOf(`/rocketScript/api/useradmin/${action}`), action).toEqual([...roles]);
    }
    const figureLists = FIGURE_RESOURCES.map((decl) => `${decl.area}/query${decl.entity}`);
    for (const [list, roles] of Object.entries(FIGURE_ROLES)) {
      expect(roleOf(`/rocketScript/api/${list}`), list).toEqual([...roles]);
      const exported = list.replace('/query', '/export');
      if (figureLists.includes(list)) expect(roleOf(`/rocketScript/api/${exported}`), exported).toEqual([...roles]);
    }
    // Every figure list has its line in the table.
    for (const list of figureLists) expect(Object.keys(FIGURE_ROLES), list).toContain(list);
    for (const [action, roles] of Object.entries(SETTLEMENT_ACTION_ROLES)) {
      expect(roleOf(`/rocketScript/api/active/${action}`), action).toEqual([...roles]);
    }
    for (const [action, roles] of Object.entries(SCRIPT_ACTION_ROLES)) {
      expect(roleOf(`/rocketScript/api/script/${action}`), action).toEqual([...roles]);
    }
  });

  it('answers per screen what a user may do', () => {
    expect(entityPermissions(['AUDITOR'], 'Cooperate')).toEqual(READ_ONLY);
    expect(entityPermissions(['CREATOR'], 'Brand')).toEqual({ list: true, add: true, update: true, delete: true });
    // Authors read the games to say which one a script automates; only ADMIN changes them.
    expect(entityPermissions(['CREATOR'], 'Game')).toEqual(READ_ONLY);
    expect(entityPermissions(['OPERATE'], 'Game')).toEqual({ list: false, add: false, update: false, delete: false });
    expect(entityPermissions(['ADMIN'], 'User')).toEqual(READ_ONLY);
  });
});
