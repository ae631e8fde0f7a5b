import { describe, expect, it } from 'vitest';
import { catalogues } from '~/lib/i18n.server.ts';
import { FAQ, matchesQuery } from './faq.ts';

describe('help centre search', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesQuery('informacion PRIVADA', 'Tu información privada')).toBe(true);
    expect(matchesQuery('cookies banner', 'How do I change my cookie choices?', 'Use the banner')).toBe(false);
    expect(matchesQuery('cookie banner', 'How do I change my cookie choices?', 'Use the banner')).toBe(true);
    expect(matchesQuery('   ', 'anything')).toBe(true);
  });

  it('has a question and an answer for every entry in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      const content = catalogues[locale].content ?? {};
      for (const { topic, questions } of FAQ) {
        expect(content[`help.topic.${topic}`], `${locale} topic ${topic}`).toBeTruthy();
        for (const question of questions) {
          expect(content[`help.${topic}.${question}.q`], `${locale} ${topic}.${question}.q`).toBeTruthy();
          expect(content[`help.${topic}.${question}.a`], `${locale} ${topic}.${question}.a`).toBeTruthy();
        }
      }
    }
  });
});
