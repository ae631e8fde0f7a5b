// The closed lists a logged dive's choices come from, shared by the form, the pages and the server.
// Labels live in the "logbook" catalogues under "privacy.<value>", "current.<value>", "entry.<value>",
// "tag.<value>" and "mode.<value>". Tags outside TAGS (from imported files) are kept and shown as written.
import { DIVE_PRIVACY, type DivePrivacy } from '../../../db/schema/dive-privacy.ts';

export { DIVE_PRIVACY, type DivePrivacy };

/** A dive's current, weakest first: the order the sites' figures rank them in. */
export const DIVE_CURRENTS = ['none', 'light', 'moderate', 'strong'] as const;
export type DiveCurrent = (typeof DIVE_CURRENTS)[number];

export const DIVE_ENTRIES = ['shore', 'boat'] as const;
export type DiveEntry = (typeof DIVE_ENTRIES)[number];

export const DIVE_MODES = ['open-circuit', 'ccr', 'scr', 'freedive', 'gauge'] as const;
export type DiveMode = (typeof DIVE_MODES)[number];

export const CYLINDER_USES = ['open-circuit', 'diluent', 'oxygen'] as const;

/** The tags a member ticks on the form; the log filters by any tag. */
export const TAGS = ['night', 'deep', 'wreck', 'drift', 'training', 'cave', 'shore', 'boat', 'reef', 'wall', 'photo', 'ice', 'altitude', 'fresh-water'] as const;
export type Tag = (typeof TAGS)[number];

/** Suits offered on the form; a suit named otherwise in an imported file is kept as written. */
export const SUITS = ['none', 'shorty', 'wetsuit-3', 'wetsuit-5', 'wetsuit-7', 'semidry', 'drysuit'] as const;
