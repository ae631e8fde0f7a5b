// The hand-signal catalogue: structure only. Every word a reader sees lives in the `signals.json` message
// catalogues (en, es) under `<id>.name`, `<id>.meaning`, `<id>.how` and `<id>.notes`.

/** Groups in the order the page shows them. */
export const SIGNAL_GROUPS = [
  'communication',
  'problems',
  'air',
  'direction',
  'depth',
  'buddy',
  'surface',
  'marine-life',
] as const;

export type SignalGroupId = (typeof SIGNAL_GROUPS)[number];

export type Signal = {
  id: string;
  group: SignalGroupId;
  /**
   * True when the gesture is widely taught in the same form across agencies (the RSTC list, scouting
   * programmes, natural gestures); false when shapes differ between dive centres or regions, so buddies
   * must agree on it before the dive.
   */
  standard: boolean;
  /** True when the gesture needs both hands, which matters for a diver holding a light, reel or camera. */
  twoHands: boolean;
};

export type SignalTextField = 'name' | 'meaning' | 'how' | 'notes';

export const SIGNAL_TEXT_FIELDS: readonly SignalTextField[] = ['name', 'meaning', 'how', 'notes'];

/** The full message key, namespace included, as the app's translator expects it. */
export function signalKey(id: string, field: SignalTextField): string {
  return `signals.${id}.${field}`;
}

export function signalGroupKey(group: SignalGroupId, field: 'title' | 'intro'): string {
  return `signals.group.${group}.${field}`;
}

// Three signals from our research are left out on purpose and only mentioned in the notes of a related
// signal, because dive centres use the same shape for different things: the "T" for half a cylinder (others
// read it as a safety stop) and crossed fists for "cancel the dive" (the common list reads crossed arms as
// "I am cold"). Hover, compass and three marine-life signs (nudibranch, lionfish, jellyfish) are left out
// because the sources we could check were too thin to describe them with confidence. "Look" stays in,
// marked non-standard, with a note saying it could not be confirmed in the common list.
export const SIGNALS: readonly Signal[] = [
  { id: 'ok', group: 'communication', standard: true, twoHands: false },
  { id: 'yes-no', group: 'communication', standard: true, twoHands: false },
  { id: 'dont-know', group: 'communication', standard: true, twoHands: false },
  { id: 'stop', group: 'communication', standard: true, twoHands: false },
  { id: 'look', group: 'communication', standard: false, twoHands: false },

  { id: 'problem', group: 'problems', standard: true, twoHands: false },
  { id: 'ear-problem', group: 'problems', standard: true, twoHands: false },
  { id: 'out-of-breath', group: 'problems', standard: true, twoHands: true },
  { id: 'cold', group: 'problems', standard: true, twoHands: true },
  { id: 'danger', group: 'problems', standard: false, twoHands: false },

  { id: 'low-on-air', group: 'air', standard: true, twoHands: false },
  { id: 'out-of-air', group: 'air', standard: true, twoHands: false },
  { id: 'share-air', group: 'air', standard: true, twoHands: false },
  { id: 'how-much-air', group: 'air', standard: false, twoHands: true },
  { id: 'pressure-numbers', group: 'air', standard: false, twoHands: false },

  { id: 'go-that-way', group: 'direction', standard: true, twoHands: false },
  { id: 'which-way', group: 'direction', standard: true, twoHands: false },
  { id: 'turn-around', group: 'direction', standard: true, twoHands: false },
  { id: 'under-over-around', group: 'direction', standard: true, twoHands: false },
  { id: 'slow-down', group: 'direction', standard: false, twoHands: false },

  { id: 'ascend', group: 'depth', standard: true, twoHands: false },
  { id: 'descend', group: 'depth', standard: true, twoHands: false },
  { id: 'level-off', group: 'depth', standard: true, twoHands: false },
  { id: 'safety-stop', group: 'depth', standard: false, twoHands: true },
  { id: 'deflate-bcd', group: 'depth', standard: false, twoHands: false },

  { id: 'buddy-up', group: 'buddy', standard: true, twoHands: true },
  { id: 'hold-on', group: 'buddy', standard: true, twoHands: true },
  { id: 'lead-follow', group: 'buddy', standard: true, twoHands: true },
  { id: 'come-here', group: 'buddy', standard: false, twoHands: false },

  { id: 'ok-surface-both', group: 'surface', standard: true, twoHands: true },
  { id: 'ok-surface-one', group: 'surface', standard: true, twoHands: false },
  { id: 'help-surface', group: 'surface', standard: true, twoHands: false },
  { id: 'boat', group: 'surface', standard: true, twoHands: true },

  { id: 'shark', group: 'marine-life', standard: false, twoHands: false },
  { id: 'hammerhead', group: 'marine-life', standard: false, twoHands: true },
  { id: 'turtle', group: 'marine-life', standard: false, twoHands: true },
  { id: 'ray', group: 'marine-life', standard: false, twoHands: true },
  { id: 'octopus', group: 'marine-life', standard: false, twoHands: false },
  { id: 'moray', group: 'marine-life', standard: false, twoHands: false },
  { id: 'lobster', group: 'marine-life', standard: false, twoHands: true },
  { id: 'seahorse', group: 'marine-life', standard: false, twoHands: true },
];
