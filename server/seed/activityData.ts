/** The demo's scripts and shared clicker configs, with the size of their daily activity. */

/** Scripts by author; `company` and `brand` by name. `base`: daily actives two years ago. */
export const DEMO_SCRIPTS = [
  {
    name: 'Puzzle Kingdom Auto',
    pkg: 'com.rocket.puzzlekingdom',
    author: 'creator1',
    company: 'Starlight Games Ltd.',
    brand: 'Puzzle Scripts',
    base: 820,
  },
  {
    name: 'Quick Clicker Pro',
    pkg: 'com.rocket.quickclicker',
    author: 'creator1',
    company: null,
    brand: 'Quick Clicker',
    base: 2400,
  },
  {
    name: 'Farm Days Helper',
    pkg: 'com.rocket.farmdays',
    author: 'creator1',
    company: 'Starlight Games Ltd.',
    brand: null,
    base: 460,
  },
  {
    name: 'Card Legends Bot',
    pkg: 'com.rocket.cardlegends',
    author: 'creator2',
    company: 'Blue Harbor Interactive',
    brand: 'Card Helper',
    base: 1500,
  },
  {
    name: 'Arena Auto Battle',
    pkg: 'com.rocket.arena',
    author: 'creator2',
    company: null,
    brand: null,
    base: 310,
  },
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
