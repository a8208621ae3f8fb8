/** Whole numbers below `below` from the demo's seeded generator, so a failing sequence can be replayed. */
import { generator } from '../../../server/seed/demoVolume.js';

export function seededRandom(seed: number): (below: number) => number {
  const next = generator(seed);
  return (below: number) => Math.floor(next() * below);
}
