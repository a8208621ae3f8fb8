/** The promotions screen over an in-memory world (never a live server), as ADMIN or a partner. */
import { useState } from 'react';
import { entityPermissions } from '@contracts/permissions.js';
import { PromotionView } from '@/screens/promotions/PromotionView';
import { fixtureHistoryLoader } from '../../tests/fixtures/audit/auditFixtures';
import {
  fixturePromotionApi,
  PARTNER_OPTIONS,
  PROMO_ADMIN,
  PROMO_PARTNER,
  type PromotionFixtureOptions,
} from '../../tests/fixtures/lists/promotionFixtures';
import { STORY_VIEW } from '../lists/listStatePlays';

export interface PromotionStoryProps {
  who: 'admin' | 'partner';
  world?: Omit<PromotionFixtureOptions, 'actor'>;
}

export function PromotionsStory({ who, world }: PromotionStoryProps) {
  const actor = who === 'admin' ? PROMO_ADMIN : PROMO_PARTNER;
  const [made] = useState(() => {
    const promotions = fixturePromotionApi({ ...world, actor });
    const histories = promotions.rows.map((row) => ({ entity: 'promotion' as const, id: row.id, status: row.status, transitions: [] }));
    return { ...promotions, history: fixtureHistoryLoader({ histories }).load };
  });
  return (
    <PromotionView
      title="Partner Promotions"
      api={made.api}
      actor={actor}
      partnerOptions={who === 'admin' ? PARTNER_OPTIONS : null}
      recordHistory={who === 'admin' ? made.history : undefined}
      permissions={entityPermissions(actor.roles, 'Promotion')}
      {...STORY_VIEW}
    />
  );
}
