/** The demo's scripts and shared clicker configs, with the size of their daily activity. */

/** Scripts by author; `brand` by name. `base`: daily actives two years ago. */
export const DEMO_SCRIPTS = [
  {
    name: 'Puzzle Kingdom Auto',
    pkg: 'com.rocket.puzzlekingdom',
    author: 'creator1',
    brand: 'Puzzle Scripts',
    base: 820,
  },
  {
    name: 'Quick Clicker Pro',
    pkg: 'com.rocket.quickclicker',
    author: 'creator1',
    brand: 'Quick Clicker',
    base: 2400,
  },
  {
    name: 'Farm Days Helper',
    pkg: 'com.rocket.farmdays',
    author: 'creator1',
    brand: null,
    base: 460,
  },
  {
    name: 'Card Legends Bot',
    pkg: 'com.rocket.cardlegends',
    author: 'creator2',
    brand: 'Card Helper',
    base: 1500,
  },
  {
    name: 'Arena Auto Battle',
    pkg: 'com.rocket.arena',
    author: 'creator2',
    brand: null,
    base: 310,
  },
] as const;

/**
 * The demo's signing contracts (docs/signing.md), by names. Months count from this month:
 * `from` null is the first demo month, `to` null is open-ended. One contract of each term:
 * current, ended, and one starting next month.
 */
export const DEMO_SIGNINGS = [
  { script: 'Puzzle Kingdom Auto', company: 'Starlight Games Ltd.', share: '30', from: null, to: null, note: 'Exclusive publishing' },
  { script: 'Farm Days Helper', company: 'Starlight Games Ltd.', share: '25', from: null, to: -2, note: 'Ended by agreement' },
  { script: 'Card Legends Bot', company: 'Blue Harbor Interactive', share: '40', from: null, to: null, note: '' },
  { script: 'Quick Clicker Pro', company: 'Blue Harbor Interactive', share: '12.5', from: 1, to: 12, note: 'Trial year' },
] as const;

export const DEMO_LINKERS = [
  {
    name: 'Daily quest loop',
    config: 'quest-loop.cfg',
    script: 'Puzzle Kingdom Auto',
    owner: 'creator1',
    base: 180,
  },
  {
    name: 'Auto tap 10x',
    config: 'auto-tap-10x.cfg',
    script: 'Quick Clicker Pro',
    owner: 'creator1',
    base: 420,
  },
  {
    name: 'Card farm',
    config: 'card-farm.cfg',
    script: 'Card Legends Bot',
    owner: 'creator2',
    base: 95,
  },
] as const;
