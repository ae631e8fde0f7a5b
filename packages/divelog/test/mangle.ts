// Ways to break a file, for the fuzz tests: cut it short, flip, insert, drop or repeat bytes, swap numbers
// for absurd ones, and slip in DTD declarations. Used on the package's fixtures and on the real samples.
import fc from 'fast-check';

const INSERTS = [
  '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>',
  '&a;',
  '&#0;',
  '&#xD800;',
  '<![CDATA[',
  ']]>',
  '<!--',
  '<?xml version="1.0" encoding="utf-16"?>',
  "'",
  '"',
  '<',
  '>',
  '</dive>',
  '<dive>',
  '<sample time="-1:99 min" depth="-5 m"/>',
  '<waypoint><depth>1e308</depth><divetime>NaN</divetime></waypoint>',
  '9'.repeat(400),
  '\u0000',
  '\uFFFF',
];

export type Mangle = (bytes: Uint8Array) => Uint8Array;

export const mangleArb: fc.Arbitrary<Mangle> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((f): Mangle => (b) => b.slice(0, Math.floor(b.length * f))),
  fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }).map((flips): Mangle => (b) => {
    // A copy: a Buffer's slice() is a view, and the fixture must stay as it is.
    const out = new Uint8Array(b);
    for (const [at, value] of flips) if (out.length) out[Math.floor(at * (out.length - 1))] = value;
    return out;
  }),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...INSERTS)).map(([at, insert]): Mangle => (b) => {
    const i = Math.floor(at * b.length);
    return Buffer.concat([b.subarray(0, i), Buffer.from(insert), b.subarray(i)]);
  }),
  // Into an element's text or between elements: right after a random '>'.
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...INSERTS)).map(([at, insert]): Mangle => (b) => {
    const ends: number[] = [];
    for (let i = 0; i < b.length; i++) if (b[i] === 0x3e) ends.push(i + 1);
    const i = ends.length ? ends[Math.floor(at * (ends.length - 1))]! : 0;
    return Buffer.concat([b.subarray(0, i), Buffer.from(insert), b.subarray(i)]);
  }),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.3, noNaN: true })).map(([at, size]): Mangle => (b) => {
    const i = Math.floor(at * b.length);
    return Buffer.concat([b.subarray(0, i), b.subarray(Math.min(b.length, i + Math.floor(size * b.length)))]);
  }),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.2, noNaN: true }), fc.integer({ min: 2, max: 5 })).map(([at, size, times]): Mangle => (b) => {
    const i = Math.floor(at * b.length);
    const piece = b.subarray(i, Math.min(b.length, i + Math.floor(size * b.length)));
    return Buffer.concat([b.subarray(0, i), ...Array.from({ length: times }, () => piece), b.subarray(i)]);
  }),
  fc.constantFrom('-99999', '1e309', '3000', '0000', '5000', '', 'NaN').map((replacement): Mangle => (b) => Buffer.from(Buffer.from(b).toString('latin1').replace(/\d+(\.\d+)?/g, (m, _f, offset: number) => (offset % 7 === 0 ? replacement : m)), 'latin1')),
);
