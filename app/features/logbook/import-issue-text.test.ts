// Every problem the dive-log reader can report is said in both languages, with its parameters filled
// in and where in the file it is; a code without words still reads as "could not be read".
import { ISSUE_CODES } from '@diveatlas/divelog';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Locale } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { issueText } from './import-issue-text.ts';

const translator = (locale: Locale) => createTranslator(locale, loadMessages(locale, ['logbook', 'common']));
const params = { limitBytes: 80 * 1024 * 1024, sizeBytes: 1, fileName: 'a.xml', format: 'uddf', reason: 'crc', encoding: 'ebcdic', name: 'xxe', limit: 32, ratio: 500, entry: 'logs/a.fit', code: 'file-truncated', method: 12, missing: 'date', column: 'Depth', value: '3000-01-01', min: 1940, max: 2027, count: 10000, field: 'maxDepthM', declared: 30, profile: 29, written: '+00:07', used: '+07:00', ref: 'T1', message: 'logbook.form.error.depth' };

describe('problems of an imported file', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`are all worded in ${locale}, parameters filled in`, () => {
      const t = translator(locale);
      for (const code of [...ISSUE_CODES, 'too-many-files', 'dive-refused']) {
        const { text } = issueText({ code, severity: 'error', params }, t);
        expect(text, code).not.toBe(t('logbook.import.issue.unknown'));
        expect(text, code).not.toMatch(/[{}]|logbook\./);
      }
    });
  }

  it('say where: the zip entry, line and column, and the dive counted from 1', () => {
    const t = translator('es');
    expect(issueText({ code: 'xml-malformed', severity: 'error', params: { reason: 'bad-tag' }, at: { entry: 'a.uddf', line: 12, column: 4, dive: 0 } }, t)).toEqual({
      text: 'El XML del archivo está roto.',
      where: 'en a.uddf, línea 12, columna 4, inmersión 1',
    });
    expect(issueText({ code: 'file-too-large', severity: 'error', params: { limitBytes: 80 * 1024 * 1024 } }, translator('en')).text).toBe('The file is larger than the 80 MB allowed.');
    expect(issueText({ code: 'declared-differs-from-profile', severity: 'warning', params: { field: 'computers.0.maxDepthM', declared: 30.25, profile: 29.123 } }, t).text).toBe(
      'El valor del ordenador para profundidad máxima (m) (30,3) no coincide con el de su perfil (29,1): se conserva el del ordenador.',
    );
    expect(issueText({ code: 'a-code-from-a-newer-reader', severity: 'error' }, translator('en')).text).toBe('The file could not be read.');
  });
});
