// Who sees a dive: everyone, the member's confirmed buddies on it, or the member alone. Apart from the
// table definitions (./logbook.ts) so that a dive's page can name the choices without loading them.
export const DIVE_PRIVACY = ['public', 'buddies', 'private'] as const;
export type DivePrivacy = (typeof DIVE_PRIVACY)[number];
