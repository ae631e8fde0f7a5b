// Streams an XML file as records: the elements a reader names (a dive, a site, a gas) are built into small
// trees and handed over one at a time as they close, so memory holds one dive, never the whole file.
import { decodeChunks } from './decode.ts';
import { XmlTokenizer } from './tokenizer.ts';
import { readChunks } from '../bytes.ts';
import type { ReaderContext } from '../reader.ts';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  /** Read-only: leaves share one empty array (a million samples need no million arrays). */
  children: XmlElement[];
  /** The element's own text (its text pieces joined; child elements' text is in the children). */
  text: string;
}

export interface Ancestor {
  name: string;
  attrs: Record<string, string>;
}

export interface RecordSpec {
  /**
   * Whether an element opening at this place is a record. `path` holds the names of its ancestors from the
   * root, without it. Elements inside a record are part of it, never records of their own.
   */
  isRecord(name: string, path: readonly string[]): boolean;
  onRecord(element: XmlElement, ancestors: readonly Ancestor[]): void;
  /** Called for every element outside records (to read a root attribute or a header value). */
  onOpen?(name: string, attrs: Record<string, string>, path: readonly string[]): void;
  /** Called when an element outside records closes. */
  onClose?(name: string): void;
  /** Text of elements outside records, with the element's name. */
  onText?(name: string, text: string, path: readonly string[]): void;
}

const NO_CHILDREN: XmlElement[] = Object.freeze([]) as unknown as XmlElement[];

/** Reads the context's file as XML, calling the spec for each record. */
export async function streamRecords(context: ReaderContext, spec: RecordSpec, dives: () => number): Promise<void> {
  const ancestors: Ancestor[] = [];
  const path: string[] = [];
  const building: XmlElement[] = [];
  const tokenizer = new XmlTokenizer(
    {
      open(name, attrs) {
        if (building.length > 0) {
          const element: XmlElement = { name, attrs, children: NO_CHILDREN, text: '' };
          const parent = building[building.length - 1]!;
          if (parent.children === NO_CHILDREN) parent.children = [element];
          else parent.children.push(element);
          building.push(element);
          return;
        }
        if (spec.isRecord(name, path)) {
          building.push({ name, attrs, children: NO_CHILDREN, text: '' });
          return;
        }
        spec.onOpen?.(name, attrs, path);
        ancestors.push({ name, attrs });
        path.push(name);
      },
      text(text) {
        const current = building[building.length - 1];
        if (current) current.text += text;
        else if (spec.onText && path.length) spec.onText(path[path.length - 1]!, text, path.slice(0, -1));
      },
      close(name) {
        if (building.length > 0) {
          const element = building.pop()!;
          if (building.length === 0) spec.onRecord(element, ancestors);
          return;
        }
        ancestors.pop();
        path.pop();
        spec.onClose?.(name);
      },
    },
    context.limits,
    context.issues,
  );
  for await (const text of decodeChunks(readChunks(context, dives))) tokenizer.write(text);
  tokenizer.end();
}

/** The first child with this name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const c of element.children) if (c.name === name) return c;
  return undefined;
}

/** The children with this name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** The trimmed text of the element at this path of child names, or null when absent or empty. */
export function textAt(element: XmlElement | undefined, ...names: string[]): string | null {
  let current = element;
  for (const name of names) current = child(current, name);
  const text = current?.text.trim();
  return text ? text : null;
}

/** A number at this path of child names, or null. */
export function numberAt(element: XmlElement | undefined, ...names: string[]): number | null {
  const text = textAt(element, ...names);
  if (text === null) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The text of an element and all its descendants, in document order of elements. */
export function deepText(element: XmlElement): string {
  return element.text + element.children.map(deepText).join('');
}
