import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/lib/i18n.ts';
import { catalogues } from '~/lib/i18n.server.ts';
import { formatLimit } from './format.ts';

const messages = Object.fromEntries(Object.entries(catalogues.en['dive-tables'] ?? {}).map(([key, value]) => [`dive-tables.${key}`, value]));
const t = createTranslator('en', messages);

describe('how a no-decompression limit reads', () => {
  it('shows minutes, caps absurdly long figures and names an unlimited one', () => {
    expect(formatLimit(56, t)).toBe('56 min');
    expect(formatLimit(2185, t)).toBe('more than 300 min');
    expect(formatLimit(Number.POSITIVE_INFINITY, t)).toBe('unlimited');
  });
});
