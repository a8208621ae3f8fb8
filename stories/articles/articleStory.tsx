/** The articles screen over one in-memory article world (never a live server), as a company's user. */
import { useState } from 'react';
import { entityPermissions } from '@contracts/permissions.js';
import { ArticleView } from '@/screens/articles/ArticleView';
import { ARTICLE_COMPANY_USER, fixtureArticleWorld, type ArticleWorldOptions } from '../../tests/fixtures/lists/articleFixtures';
import { STORY_VIEW } from '../lists/listStatePlays';

export function ArticlesStory({ world }: { world?: ArticleWorldOptions }) {
  const [made] = useState(() => fixtureArticleWorld(world));
  return (
    <ArticleView
      api={made.api}
      games={made.games}
      actor={ARTICLE_COMPANY_USER}
      permissions={entityPermissions(ARTICLE_COMPANY_USER.roles, 'Article')}
      {...STORY_VIEW}
    />
  );
}
