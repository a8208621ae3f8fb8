/**
 * Article management for a business company (/version-game; docs/articles.md): its own
 * articles, which the server scopes to the user's company. The user's roles give what they may do.
 */
import { useMemo } from 'react';
import { entityPermissions } from '@contracts/permissions.js';
import { gameContract } from '@contracts/resources/games.js';
import { articleApi } from '@/api/articles';
import { resourceApi } from '@/api/resources';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { ArticleView } from './ArticleView';

const gameApi = resourceApi(gameContract);

export default function ArticleScreen() {
  const { id, roles, userKey, user } = useCurrentUser();
  const permissions = useMemo(() => entityPermissions(roles, 'Article'), [roles]);
  const mayReadGames = entityPermissions(roles, 'Game').list;
  const actor = useMemo(() => ({ id: id ?? 0, roles, companyId: user?.companyId ?? null }), [id, roles, user]);
  return <ArticleView api={articleApi} games={mayReadGames ? gameApi : undefined} actor={actor} permissions={permissions} userKey={userKey} />;
}
