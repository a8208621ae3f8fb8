/** The signed-in user's sessions (docs/auth-protocol.md, "Sessions"): listed and ended. */
import type { EndedSessionsAnswer, SessionRecord } from '@contracts/sessions.js';
import { request } from './client';

export interface SessionsApi {
  list(): Promise<SessionRecord[]>;
  /** Silent: the sessions section says what went wrong. */
  end(id: string): Promise<null>;
  endOthers(): Promise<EndedSessionsAnswer>;
}

export const sessionsApi: SessionsApi = {
  list: () => request({ method: 'GET', url: '/api/userQuery/userSessions' }, { silent: true }),
  end: (id) => request({ method: 'POST', url: '/api/user/userSessionLogout', data: { id } }, { silent: true }),
  endOthers: () => request({ method: 'POST', url: '/api/user/userOtherSessionsLogout' }, { silent: true }),
};
