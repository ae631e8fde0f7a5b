// Splits CSV text into rows of fields: a delimiter of `,`, `;` or tab; fields in double quotes may hold
// the delimiter, line breaks and `""` for a quote; lines end in LF, CRLF or CR. Text comes in pieces, so a
// file is never held as rows all at once.
import { DiveLogError } from '../issues.ts';

export interface CsvRow {
  fields: string[];
  /** The line the row starts on, from 1. */
  line: number;
}

export class CsvTokenizer {
  private readonly delimiter: string;
  private readonly maxFieldChars: number;
  private field = '';
  private fields: string[] = [];
  private quoted = false;
  /** Just read a quote inside a quoted field: the next character says whether it closes or escapes. */
  private quoteSeen = false;
  /** The last character was a CR: an LF right after it belongs to the same line break. */
  private afterCr = false;
  private line = 1;
  private rowLine = 1;
  private quoteLine = 1;

  constructor(delimiter: string, maxFieldChars: number) {
    this.delimiter = delimiter;
    this.maxFieldChars = maxFieldChars;
  }

  /** Reads a piece of text and returns the rows it completed. */
  push(text: string): CsvRow[] {
    const rows: CsvRow[] = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.afterCr) {
        this.afterCr = false;
        if (c === '\n') {
          // Inside quotes the LF stays in the field's text; between rows it is skipped.
          if (!this.quoted) start = i + 1;
          continue;
        }
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (c === '"') {
            this.field += '"';
            start = i + 1;
            continue;
          }
          this.quoted = false;
          // The closing quote: fall through to read this character outside the quotes.
        } else {
          if (c === '"') {
            this.append(text, start, i);
            this.quoteSeen = true;
            start = i + 1;
          } else if (c === '\n' || c === '\r') {
            this.line++;
            if (c === '\r') this.afterCr = true;
          }
          continue;
        }
      }
      if (c === this.delimiter) {
        this.append(text, start, i);
        this.endField();
        start = i + 1;
      } else if (c === '"' && this.field === '' && start === i) {
        this.quoted = true;
        this.quoteLine = this.line;
        start = i + 1;
      } else if (c === '\n' || c === '\r') {
        this.append(text, start, i);
        this.endField();
        const row = this.endRow();
        if (row) rows.push(row);
        this.line++;
        this.rowLine = this.line;
        if (c === '\r') this.afterCr = true;
        start = i + 1;
      }
    }
    if (!this.quoteSeen) this.append(text, start, text.length);
    return rows;
  }

  /** Ends the text; returns the last row when the file does not end with a line break. */
  end(): CsvRow[] {
    if (this.quoted && !this.quoteSeen) throw new DiveLogError('file-corrupt', { reason: 'unclosed-quote' }, { line: this.quoteLine });
    this.quoted = false;
    this.quoteSeen = false;
    this.endField();
    const row = this.endRow();
    return row ? [row] : [];
  }

  private append(text: string, from: number, to: number): void {
    if (to <= from) return;
    this.field += text.slice(from, to);
    if (this.field.length > this.maxFieldChars) throw new DiveLogError('file-corrupt', { reason: 'field-too-long' }, { line: this.rowLine });
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
  }

  private endRow(): CsvRow | null {
    const fields = this.fields;
    this.fields = [];
    // A blank line is no row.
    if (fields.length === 1 && fields[0]!.trim() === '') return null;
    return { fields, line: this.rowLine };
  }
}
