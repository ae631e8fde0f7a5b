// A small streaming XML tokenizer: elements, attributes, text and CDATA, with XML's five named entities and
// character references. It reads no DTD: a DOCTYPE with declarations (where entities are declared) is
// refused, a DOCTYPE that only names an outside DTD is skipped unread, and any other entity is refused.
// Nothing is ever fetched or expanded. Element and attribute names lose their namespace prefix.
import { DiveLogError, type IssueList, type XmlReason } from '../issues.ts';

export interface XmlHandler {
  open(name: string, attrs: Record<string, string>): void;
  /** Text between tags, entities decoded; may come in several pieces for one element. */
  text(text: string): void;
  close(name: string): void;
}

export interface TokenizerLimits {
  maxXmlDepth: number;
  maxTextChars: number;
}

const LT = 60; // <
const GT = 62; // >
const SLASH = 47;
const QUESTION = 63;
const BANG = 33;
const EQUALS = 61;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;
const isNameEnd = (c: number) => isSpace(c) || c === GT || c === SLASH || c === EQUALS || Number.isNaN(c);

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

export class XmlTokenizer {
  private buffer = '';
  private pos = 0;
  private linesBefore = 0;
  private readonly stack: string[] = [];
  /** The open elements' names as written, prefix and all (`stack` holds them without the prefix). */
  private readonly written: string[] = [];
  private rootSeen = false;
  private rootClosed = false;
  private readonly handler: XmlHandler;
  private readonly limits: TokenizerLimits;
  private readonly issues: IssueList | null;

  constructor(handler: XmlHandler, limits: TokenizerLimits, issues: IssueList | null = null) {
    this.handler = handler;
    this.limits = limits;
    this.issues = issues;
  }

  /** Feeds the next piece of text; tokens split across pieces wait for the rest. */
  write(text: string): void {
    if (this.pos > 0) {
      this.linesBefore += countLines(this.buffer, 0, this.pos);
      this.buffer = this.buffer.slice(this.pos);
      this.pos = 0;
    }
    this.buffer += text;
    this.run(false);
    if (this.buffer.length - this.pos > this.limits.maxTextChars + 65536) this.fail('text-too-long');
  }

  /** Ends the input: anything left open means the file was cut short. */
  end(): void {
    this.run(true);
    if (this.stack.length > 0 || !this.rootSeen) throw new DiveLogError(this.rootSeen || this.buffer.trim() !== '' ? 'file-truncated' : 'file-empty', {}, this.where());
  }

  private where(at = this.pos): { line: number; column: number } {
    const line = this.linesBefore + countLines(this.buffer, 0, at) + 1;
    const lineStart = this.buffer.lastIndexOf('\n', at - 1) + 1;
    return { line, column: at - lineStart + 1 };
  }

  private fail(reason: XmlReason, at = this.pos): never {
    throw new DiveLogError('xml-malformed', { reason }, this.where(at));
  }

  private run(final: boolean): void {
    const buf = this.buffer;
    const length = buf.length;
    while (this.pos < length) {
      const start = this.pos;
      if (buf.charCodeAt(start) !== LT) {
        let lt = buf.indexOf('<', start);
        if (lt === -1) {
          if (!final) return;
          lt = length;
        }
        // Whitespace between elements carries nothing any dive log needs (readers trim text): skipped unsliced.
        if (!isBlank(buf, start, lt)) this.emitText(buf.slice(start, lt), start);
        this.pos = lt;
        continue;
      }
      const next = buf.charCodeAt(start + 1);
      if (Number.isNaN(next)) {
        if (final) this.fail('unexpected-end');
        return;
      }
      if (next === SLASH) {
        // The usual case, `</name>` closing the open element, is checked in place without a new string.
        const open = this.written[this.written.length - 1];
        if (open !== undefined && buf.startsWith(open, start + 2) && buf.charCodeAt(start + 2 + open.length) === GT) {
          this.closeOpen();
          this.pos = start + 3 + open.length;
          continue;
        }
        const gt = buf.indexOf('>', start + 2);
        if (gt === -1) {
          if (final) throw new DiveLogError('file-truncated', {}, this.where());
          return;
        }
        this.closeTag(buf.slice(start + 2, gt).trimEnd(), start);
        this.pos = gt + 1;
        continue;
      }
      if (next === QUESTION) {
        const end = buf.indexOf('?>', start + 2);
        if (end === -1) {
          if (final) this.fail('bad-processing-instruction');
          return;
        }
        this.pos = end + 2;
        continue;
      }
      if (next === BANG) {
        if (!this.special(final)) return;
        continue;
      }
      if (!this.startTag(final)) return;
    }
  }

  /** Comments, CDATA and DOCTYPE. Returns false when the token is not complete yet. */
  private special(final: boolean): boolean {
    const buf = this.buffer;
    const start = this.pos;
    const incomplete = () => {
      if (final) throw new DiveLogError('file-truncated', {}, this.where());
      return false;
    };
    if (buf.length < start + 9 && !final) return false;
    if (buf.startsWith('<!--', start)) {
      const end = buf.indexOf('-->', start + 4);
      if (end === -1) return incomplete();
      this.pos = end + 3;
      return true;
    }
    if (buf.startsWith('<![CDATA[', start)) {
      const end = buf.indexOf(']]>', start + 9);
      if (end === -1) return incomplete();
      if (this.stack.length === 0) this.fail('text-outside-root');
      this.handler.text(buf.slice(start + 9, end));
      this.pos = end + 3;
      return true;
    }
    if (buf.startsWith('<!DOCTYPE', start)) {
      if (this.rootSeen) this.fail('bad-tag');
      // A '[' outside quotes opens the internal subset, where entities are declared: refused unread.
      let quote = 0;
      for (let i = start + 9; i < buf.length; i++) {
        const c = buf.charCodeAt(i);
        if (quote) {
          if (c === quote) quote = 0;
        } else if (c === 34 || c === 39) quote = c;
        else if (c === 91) throw new DiveLogError('xml-doctype-refused', {}, this.where(start));
        else if (c === GT) {
          this.issues?.warn('doctype-ignored', {}, this.where(start));
          this.pos = i + 1;
          return true;
        }
      }
      return incomplete();
    }
    if (!final && buf.length - start < 9) return false;
    if (buf.startsWith('<!ENTITY', start) || buf.startsWith('<!ELEMENT', start) || buf.startsWith('<!ATTLIST', start)) {
      throw new DiveLogError('xml-doctype-refused', {}, this.where(start));
    }
    this.fail('bad-tag');
  }

  /** A start tag with its attributes. Returns false when the tag is not complete yet. */
  private startTag(final: boolean): boolean {
    const buf = this.buffer;
    const start = this.pos;
    let i = start + 1;
    while (!isNameEnd(buf.charCodeAt(i))) i++;
    if (i >= buf.length) {
      if (final) throw new DiveLogError('file-truncated', {}, this.where());
      return false;
    }
    if (i === start + 1) this.fail('bad-tag');
    const qualified = buf.slice(start + 1, i);
    const name = localName(qualified);
    // A plain object (V8 keeps small ones fast); `__proto__` is the one name it cannot hold and is skipped.
    const attrs: Record<string, string> = {};
    for (;;) {
      while (isSpace(buf.charCodeAt(i))) i++;
      const c = buf.charCodeAt(i);
      if (Number.isNaN(c)) {
        if (final) throw new DiveLogError('file-truncated', {}, this.where());
        return false;
      }
      if (c === GT) {
        this.openTag(name, qualified, attrs, false, start);
        this.pos = i + 1;
        return true;
      }
      if (c === SLASH) {
        if (i + 1 >= buf.length) {
          if (final) throw new DiveLogError('file-truncated', {}, this.where());
          return false;
        }
        if (buf.charCodeAt(i + 1) !== GT) this.fail('bad-tag', i);
        this.openTag(name, qualified, attrs, true, start);
        this.pos = i + 2;
        return true;
      }
      const nameStart = i;
      while (!isNameEnd(buf.charCodeAt(i))) i++;
      if (i === nameStart) this.fail('bad-attribute', i);
      const attrName = localName(buf.slice(nameStart, i));
      while (isSpace(buf.charCodeAt(i))) i++;
      if (i >= buf.length) {
        if (final) throw new DiveLogError('file-truncated', {}, this.where());
        return false;
      }
      if (buf.charCodeAt(i) !== EQUALS) this.fail('bad-attribute', i);
      i++;
      while (isSpace(buf.charCodeAt(i))) i++;
      const quote = buf.charCodeAt(i);
      if (Number.isNaN(quote)) {
        if (final) throw new DiveLogError('file-truncated', {}, this.where());
        return false;
      }
      if (quote !== 34 && quote !== 39) this.fail('bad-attribute', i);
      const close = buf.indexOf(quote === 34 ? '"' : "'", i + 1);
      if (close === -1) {
        if (final) throw new DiveLogError('file-truncated', {}, this.where());
        return false;
      }
      let value = buf.slice(i + 1, close);
      if (value.length > this.limits.maxTextChars) this.fail('text-too-long', i);
      if (value.includes('<')) this.fail('bad-attribute', i);
      if (value.includes('&')) value = this.decodeEntities(value, i + 1);
      if (Object.hasOwn(attrs, attrName)) this.fail('duplicate-attribute', nameStart);
      if (attrName !== '__proto__') attrs[attrName] = value;
      i = close + 1;
      const after = buf.charCodeAt(i);
      if (!Number.isNaN(after) && !isSpace(after) && after !== GT && after !== SLASH) this.fail('bad-attribute', i);
    }
  }

  private openTag(name: string, qualified: string, attrs: Record<string, string>, selfClosing: boolean, at: number): void {
    if (this.stack.length === 0) {
      if (this.rootClosed) this.fail('several-roots', at);
      this.rootSeen = true;
    }
    if (this.stack.length >= this.limits.maxXmlDepth) throw new DiveLogError('xml-too-deep', { limit: this.limits.maxXmlDepth }, this.where(at));
    this.handler.open(name, attrs);
    if (selfClosing) {
      this.handler.close(name);
      if (this.stack.length === 0) this.rootClosed = true;
    } else {
      this.stack.push(name);
      this.written.push(qualified);
    }
  }

  private closeOpen(): void {
    const name = this.stack.pop()!;
    this.written.pop();
    this.handler.close(name);
    if (this.stack.length === 0) this.rootClosed = true;
  }

  private closeTag(qualified: string, at: number): void {
    const name = localName(qualified);
    const open = this.stack[this.stack.length - 1];
    if (open === undefined) this.fail('unexpected-end-tag', at);
    if (open !== name) this.fail('mismatched-end-tag', at);
    this.closeOpen();
  }

  private emitText(raw: string, at: number): void {
    if (this.stack.length === 0) this.fail('text-outside-root', at);
    if (raw.length > this.limits.maxTextChars) this.fail('text-too-long', at);
    this.handler.text(raw.includes('&') ? this.decodeEntities(raw, at) : raw);
  }

  private decodeEntities(text: string, at: number): string {
    let out = '';
    let from = 0;
    for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', from)) {
      const semi = text.indexOf(';', amp + 1);
      if (semi === -1 || semi - amp > 12) this.fail('bad-entity', at + amp);
      out += text.slice(from, amp);
      const entity = text.slice(amp + 1, semi);
      if (entity.charCodeAt(0) === 35) {
        const hex = entity[1] === 'x';
        const digits = entity.slice(hex ? 2 : 1);
        const code = /^[0-9a-fA-F]+$/.test(digits) && (hex || /^\d+$/.test(digits)) ? parseInt(digits, hex ? 16 : 10) : NaN;
        const allowed = code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
        if (!allowed) this.fail('bad-entity', at + amp);
        out += String.fromCodePoint(code);
      } else {
        const named = NAMED_ENTITIES[entity];
        if (named === undefined) throw new DiveLogError('xml-entity-refused', { name: entity.slice(0, 40) }, this.where(at + amp));
        out += named;
      }
      from = semi + 1;
    }
    return out + text.slice(from);
  }
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

function countLines(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
