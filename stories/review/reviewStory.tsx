/**
 * A review screen's view over its own in-memory world (made once per story), as one user: the
 * world's events run the real review machine as that user (reviewFixtures.ts).
 */
import { useState, type ComponentType } from 'react';
import type { ConfigRecord, LinkerRecord, ReviewActor } from '@contracts/review.js';
import type { ReviewScreenProps } from '@/screens/review/reviewList/ReviewListView';
import { STORY_VIEW } from '../lists/listStatePlays';
import { fixtureConfigWorld, fixtureLinkerWorld, type ReviewWorldOptions } from './reviewFixtures';

export function configStory(
  View: ComponentType<ReviewScreenProps<ConfigRecord>>,
  actor: ReviewActor,
) {
  return function ConfigScreenStory({
    fixture = {},
  }: {
    fixture?: ReviewWorldOptions<ConfigRecord>;
  }) {
    const [world] = useState(() => fixtureConfigWorld(actor, fixture));
    return <View api={world.api} actor={actor} {...STORY_VIEW} />;
  };
}

export function linkerStory(
  View: ComponentType<ReviewScreenProps<LinkerRecord>>,
  actor: ReviewActor,
) {
  return function LinkerScreenStory({
    fixture = {},
  }: {
    fixture?: ReviewWorldOptions<LinkerRecord>;
  }) {
    const [world] = useState(() => fixtureLinkerWorld(actor, fixture));
    return <View api={world.api} actor={actor} {...STORY_VIEW} />;
  };
}

/** Configs are named by their config name, shared configs as "Shared …". */
export const configNamed = (sample: string) => sample;
export const linkerNamed = (sample: string) => `Shared ${sample}`;
