/** The users and the settled-actor events the auth machine's tests share. */
import type { UserInfo } from '@contracts/auth.js';

export const ADMIN_USER: UserInfo = {
  id: 1,
  username: 'admin',
  name: 'Admin',
  avatar: '',
  introduction: '',
  roles: ['ADMIN'],
  companyId: null,
  cooperateId: null,
};
export const CREATOR_USER: UserInfo = {
  ...ADMIN_USER,
  id: 2,
  username: 'creator',
  name: 'Creator',
  roles: ['CREATOR'],
};

// ---------------------------------------------------------------------------------------------
// Model-based: the machine's graph with every event and every actor outcome as fixtures.
// ---------------------------------------------------------------------------------------------

/** What an invoked actor can answer, as the events XState sends when it settles. */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const error = (id: string, err: unknown) => ({
  type: `xstate.error.actor.${id}`,
  error: err,
});
