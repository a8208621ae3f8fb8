/** The card screens over one in-memory card world (never a live server), as ADMIN or a CREATOR. */
import { useState } from 'react';
import type { CardKeyActor } from '@contracts/cardKeys.js';
import { CardGroupView } from '@/screens/cards/CardGroupView';
import { CardKeyView } from '@/screens/cards/CardKeyView';
import { cardGroupPermissions, cardKeyPermissions } from '@/screens/cards/cardRights';
import { CARD_GROUP_SCREENS, CARD_KEY_SCREENS } from '@/screens/cards/cardScreens';
import { fixtureHistoryLoader } from '../../tests/fixtures/audit/auditFixtures';
import { CARD_ADMIN, CARD_CREATOR, fixtureCardWorld, type CardWorldOptions } from '../../tests/fixtures/lists/cardKeyFixtures';
import { STORY_VIEW } from '../lists/listStatePlays';

export interface CardStoryProps {
  who: 'admin' | 'creator';
  world?: Omit<CardWorldOptions, 'actor'>;
}

const actorOf = (who: CardStoryProps['who']): CardKeyActor => (who === 'admin' ? CARD_ADMIN : CARD_CREATOR);

export function CardGroupsStory({ who, world }: CardStoryProps) {
  const actor = actorOf(who);
  const [made] = useState(() => fixtureCardWorld({ ...world, actor }));
  const key = who === 'admin' ? 'cardGroupAdmin' : 'cardGenerate';
  return (
    <CardGroupView
      title={who === 'admin' ? 'Card Key Groups' : 'Card Key Generation'}
      tableId={key}
      variant={CARD_GROUP_SCREENS[key]}
      api={made.groupApi}
      scripts={made.scripts}
      actor={actor}
      readsAudit={who === 'admin'}
      permissions={cardGroupPermissions(actor.roles)}
      {...STORY_VIEW}
    />
  );
}

export function CardKeysStory({ who, world }: CardStoryProps) {
  const actor = actorOf(who);
  const [made] = useState(() => {
    const cards = fixtureCardWorld({ ...world, actor });
    const histories = cards.keys.map((row) => ({ entity: 'card_key' as const, id: row.id, status: row.status, transitions: [] }));
    return { ...cards, history: fixtureHistoryLoader({ histories }).load };
  });
  const key = who === 'admin' ? 'cardAdmin' : 'cardQuery';
  return (
    <CardKeyView
      title={who === 'admin' ? 'Card Keys' : 'Card Key Query'}
      tableId={key}
      variant={CARD_KEY_SCREENS[key]}
      api={made.keyApi}
      groups={made.groupApi.records}
      scripts={made.scripts}
      actor={actor}
      recordHistory={who === 'admin' ? made.history : undefined}
      permissions={cardKeyPermissions(actor.roles)}
      {...STORY_VIEW}
    />
  );
}
