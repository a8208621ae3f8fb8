/**
 * A review screen's view over its own in-memory world (made once per story), as one user: the
 * world's events run the real review machine as that user (reviewFixtures.ts).
 */
import { useState } from 'react';
import type { ConfigRecord, LinkerRecord, ReviewActor } from '@contracts/review.js';
import { ConfigScreenView, LinkerScreenView } from '@/screens/review/ReviewScreen';
import type { ConfigScreenKey, LinkerScreenKey } from '@/screens/review/reviewScreens';
import { STORY_VIEW } from '../lists/listStatePlays';
import { fixtureConfigWorld, fixtureLinkerWorld, type ReviewWorldOptions } from '../../tests/fixtures/review/reviewFixtures';

export function configStory(screenKey: ConfigScreenKey, actor: ReviewActor) {
  return function ConfigScreenStory({
    fixture = {},
  }: {
    fixture?: ReviewWorldOptions<ConfigRecord>;
  }) {
    const [world] = useState(() => fixtureConfigWorld(actor, fixture));
    return <ConfigScreenView screenKey={screenKey} api={world.api} actor={actor} {...STORY_VIEW} />;
  };
}

export function linkerStory(screenKey: LinkerScreenKey, actor: ReviewActor) {
  return function LinkerScreenStory({
    fixture = {},
  }: {
    fixture?: ReviewWorldOptions<LinkerRecord>;
  }) {
    const [world] = useState(() => fixtureLinkerWorld(actor, fixture));
    return <LinkerScreenView screenKey={screenKey} api={world.api} actor={actor} {...STORY_VIEW} />;
  };
}

/** Configs are named by their config name, shared configs as "Shared …". */
export const configNamed = (sample: string) => sample;
export const linkerNamed = (sample: string) => `Shared ${sample}`;
