// A problem of an imported file in the member's words: the reader's code as a sentence of the logbook
// catalogue, with where in the file it is (line, byte, dive, entry of a zip), sizes in megabytes and a
// refused dive's reason from the dive form's own messages.
import type { Translator } from '../../lib/i18n.ts';
import type { StagedImportFile } from '../../../db/schema/logbook.ts';
import { numberFormat } from '../../lib/intl-format.ts';

type StagedIssue = StagedImportFile['issues'][number];

const MEGABYTE = 1024 * 1024;

function megabytes(bytes: unknown, t: Translator): string {
  return typeof bytes === 'number' ? `${numberFormat(t.locale, { maximumFractionDigits: 0 }).format(bytes / MEGABYTE)} MB` : '';
}

function where(at: Record<string, unknown> | undefined, t: Translator): string {
  if (!at) return '';
  const parts: string[] = [];
  if (typeof at.entry === 'string') parts.push(t('logbook.import.at.entry', { entry: at.entry }));
  if (typeof at.line === 'number') parts.push(typeof at.column === 'number' ? t('logbook.import.at.lineColumn', { line: at.line, column: at.column }) : t('logbook.import.at.line', { line: at.line }));
  else if (typeof at.byte === 'number') parts.push(t('logbook.import.at.byte', { byte: at.byte }));
  // Dives are counted from 0 in the file; people count from 1.
  if (typeof at.dive === 'number') parts.push(t('logbook.import.at.dive', { dive: at.dive + 1 }));
  if (typeof at.sample === 'number') parts.push(t('logbook.import.at.sample', { sample: at.sample + 1 }));
  return parts.join(', ');
}

/** A parameter as said: numbers to a tenth in the reader's way of writing them, text as it is. */
function said(value: unknown, t: Translator): string | number {
  if (typeof value === 'number') return numberFormat(t.locale, { maximumFractionDigits: 1 }).format(value);
  return typeof value === 'string' ? value : '';
}

/** A value's name from the reader's path to it (`computers.0.maxDepthM`): its label when the catalogue has one. */
function fieldLabel(path: unknown, t: Translator): string {
  if (typeof path !== 'string') return '';
  const key = `logbook.import.field.${path.split('.').pop()}`;
  const label = t(key);
  return label === key ? path : label;
}

/** The sentence for one problem, and where it is (empty when the file says nothing of where). */
export function issueText(issue: StagedIssue, t: Translator): { text: string; where: string } {
  const params = Object.fromEntries(Object.entries(issue.params ?? {}).map(([name, value]) => [name, name === 'field' ? fieldLabel(value, t) : said(value, t)]));
  const key = `logbook.import.issue.${issue.code}`;
  let text: string;
  if (issue.code === 'file-too-large' || issue.code === 'archive-too-large') text = t(key, { limit: megabytes(issue.params?.limitBytes, t) });
  else if (issue.code === 'dive-refused') text = t(key, { reason: t(typeof issue.params?.message === 'string' ? issue.params.message : 'logbook.form.error.invalid') });
  else if (issue.code === 'archive-entry-failed') {
    const inner = typeof issue.params?.code === 'string' ? issue.params.code : 'unknown';
    text = `${t(key, params)} ${t(`logbook.import.issue.${inner}`, params)}`;
  } else text = t(key, params);
  // A code this version has no words for is still said, as "could not be read".
  if (text === key) text = t('logbook.import.issue.unknown');
  return { text, where: where(issue.at, t) };
}
