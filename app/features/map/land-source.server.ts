// Reads the land polygons of a large GeoJSON file (the 134 MB OpenStreetMap land file) as a stream,
// one polygon at a time, projected to world units: JSON.parse of the whole file would hold about
// 750 MB. Only "coordinates" arrays are read; Polygon and MultiPolygon geometries are understood.
import { createReadStream } from 'node:fs';
import { IntList, projectLat, projectLng, type FlatPolygon } from './land-geometry.ts';

const KEY = '"coordinates"';

type Sink = (polygon: FlatPolygon) => void;

const NUMBER_NONE = 0;
const NUMBER_INTEGER = 1;
const NUMBER_FRACTION = 2;
const NUMBER_EXPONENT = 3;

/**
 * A polygon under construction: positions as they arrive, in world units, repeats and closing
 * points dropped; a ring too small to have an area is left out, and an outer ring too small takes
 * its polygon with it.
 */
class PolygonBuilder {
  private readonly coords = new IntList(1 << 16);
  private readonly ends: number[] = [];
  private ringStart = 0;
  private dropped = false;

  add(lng: number, lat: number) {
    const x = projectLng(lng);
    const y = projectLat(lat);
    const { values, length } = this.coords;
    if (length > this.ringStart && values[length - 2] === x && values[length - 1] === y) return;
    this.coords.push2(x, y);
  }

  endRing() {
    const { values } = this.coords;
    const start = this.ringStart;
    let length = this.coords.length;
    while (length - start >= 4 && values[start] === values[length - 2] && values[start + 1] === values[length - 1]) length -= 2;
    if (length - start >= 6) {
      this.ends.push(length);
    } else {
      length = start;
      if (!this.ends.length) this.dropped = true;
    }
    this.coords.length = length;
    this.ringStart = length;
  }

  take(): FlatPolygon | null {
    const polygon = this.dropped || !this.ends.length ? null : { coords: this.coords.values.slice(0, this.coords.length), ends: Uint32Array.from(this.ends) };
    this.coords.length = 0;
    this.ends.length = 0;
    this.ringStart = 0;
    this.dropped = false;
    return polygon;
  }
}

/**
 * A push parser for the "coordinates" values of a GeoJSON text. Feed it chunks; it calls the sink
 * with every polygon (outer ring first) as soon as its last bracket arrives.
 */
export class LandPolygonParser {
  private keyMatched = 0;
  private inString = false;
  private escaped = false;
  /** Depth of brackets inside the current coordinates value; -1 outside one. */
  private depth = -1;
  /** Depth at which positions sit: 4 in a MultiPolygon, 3 in a Polygon (known at the first number). */
  private positionDepth = 0;
  private numberState = NUMBER_NONE;
  private negative = false;
  private mantissa = 0;
  private fractionDigits = 0;
  private exponent = 0;
  private exponentNegative = false;
  /** The numbers of the position being read: longitude, latitude (and any altitude, ignored). */
  private lng = NaN;
  private lat = NaN;
  private coordinateCount = 0;
  private readonly polygon = new PolygonBuilder();

  private readonly sink: Sink;

  constructor(sink: Sink) {
    this.sink = sink;
  }

  write(chunk: Uint8Array) {
    for (let index = 0; index < chunk.length; index++) {
      const char = chunk[index]!;
      if (this.depth < 0) {
        this.scanForKey(char);
        continue;
      }
      // Inside a coordinates value: brackets, commas, numbers and white space only.
      if (char >= 48 && char <= 57) {
        this.digit(char - 48);
      } else if (char === 91 /* [ */) {
        this.depth += 1;
      } else if (char === 93 /* ] */ || char === 44 /* , */) {
        this.endNumber();
        if (char === 93) this.closeBracket();
      } else if (char === 45 /* - */ || char === 43 /* + */) {
        if (this.numberState === NUMBER_EXPONENT) this.exponentNegative = char === 45;
        else this.startNumber(char === 45);
      } else if (char === 46 /* . */) {
        this.startNumber(false);
        this.numberState = NUMBER_FRACTION;
      } else if (char === 101 /* e */ || char === 69 /* E */) {
        this.numberState = NUMBER_EXPONENT;
      }
    }
  }

  private startNumber(negative: boolean) {
    if (this.numberState !== NUMBER_NONE) return;
    if (!this.positionDepth) this.positionDepth = this.depth;
    this.numberState = NUMBER_INTEGER;
    this.negative = negative;
    this.mantissa = 0;
    this.fractionDigits = 0;
    this.exponent = 0;
    this.exponentNegative = false;
  }

  private digit(value: number) {
    if (this.numberState === NUMBER_NONE) this.startNumber(false);
    if (this.numberState === NUMBER_EXPONENT) {
      this.exponent = this.exponent * 10 + value;
      return;
    }
    this.mantissa = this.mantissa * 10 + value;
    if (this.numberState === NUMBER_FRACTION) this.fractionDigits += 1;
  }

  end() {
    if (this.depth >= 0) throw new Error('The land file ends inside a coordinates array.');
  }

  private scanForKey(char: number) {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (char === 92 /* \ */) this.escaped = true;
      else if (char === 34 /* " */) this.inString = false;
    }
    // Matches "coordinates" (quotes included), then waits for the value's first bracket.
    if (this.keyMatched === KEY.length) {
      if (char === 91) {
        this.keyMatched = 0;
        this.depth = 1;
        this.positionDepth = 0;
      } else if (char !== 58 /* : */ && char !== 32 && char !== 10 && char !== 13 && char !== 9) {
        this.keyMatched = 0;
      }
      return;
    }
    if (char === KEY.charCodeAt(this.keyMatched)) {
      this.keyMatched += 1;
      if (this.keyMatched === 1) this.inString = true;
      if (this.keyMatched === KEY.length) this.inString = false;
    } else {
      this.keyMatched = char === 34 ? 1 : 0;
      if (char === 34) this.inString = true;
    }
  }

  private endNumber() {
    if (this.numberState === NUMBER_NONE) return;
    // A whole number divided by a power of ten rounds exactly as parsing the decimal text would.
    const scale = this.fractionDigits - (this.exponentNegative ? -this.exponent : this.exponent);
    const magnitude = scale >= 0 ? this.mantissa / 10 ** scale : this.mantissa * 10 ** -scale;
    const value = this.negative ? -magnitude : magnitude;
    if (this.coordinateCount === 0) this.lng = value;
    else if (this.coordinateCount === 1) this.lat = value;
    this.coordinateCount += 1;
    this.numberState = NUMBER_NONE;
  }

  private closeBracket() {
    const depth = this.depth;
    const positionDepth = this.positionDepth;
    if (depth === positionDepth) {
      if (this.coordinateCount >= 2 && Number.isFinite(this.lng) && Number.isFinite(this.lat)) this.polygon.add(this.lng, this.lat);
      this.coordinateCount = 0;
    } else if (depth === positionDepth - 1) {
      this.polygon.endRing();
    } else if (depth === positionDepth - 2) {
      const polygon = this.polygon.take();
      if (polygon) this.sink(polygon);
    }
    this.depth = depth - 1;
    if (this.depth === 0) this.depth = -1;
  }
}

/** Every land polygon of a GeoJSON file, streamed; resolves once the file has been read. */
export async function readLandPolygons(file: string, sink: Sink): Promise<void> {
  const parser = new LandPolygonParser(sink);
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  for await (const chunk of stream) parser.write(chunk as Buffer);
  parser.end();
}
