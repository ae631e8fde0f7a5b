#!/usr/bin/env node
// Command-line interface: `logbook parse FILE...` prints the dives found as JSON; `logbook export --format
// uddf|ssrf|csv FILE` converts a file to standard output. `logbook --help` explains.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { DiveLogError } from './issues.ts';
import type { Dive } from './model.ts';
import { parseDiveLog } from './registry.ts';
import type { WriterId } from './writer.ts';
import { WRITERS } from './writers/index.ts';

const HELP = `logbook: reads dive-log files and converts them.

Usage:
  logbook parse FILE...                          the dives found, as JSON on standard output
  logbook export --format uddf|ssrf|csv FILE     the file's dives in another format, on standard output
  logbook --help                                 this text

Reads Subsurface XML (.ssrf, .xml), UDDF (.uddf), Suunto SML (.sml), divelogs.de UDCF (.udcf) and MacDive
XML; the format is found from the content. "parse" prints
  {"files": [{"file", "format", "dives": [...], "issues": [...]} or {"file", "error": {...}}]}
where each dive has startLocal (YYYY-MM-DDTHH:MM:SS, the wall clock the computer showed), utcOffsetMinutes
(or null), offsetSource, durationS, maxDepthM, meanDepthM, minWaterTempC, airTempC, mode, gases
([{o2Percent, hePercent}]), cylinders, sampleCount, site ({name, lat, lng} or null), computer ({model,
serial, firmware, diveNumber}), computers (how many), number, buddies, notes, fromProfile. Errors and
warnings are codes with parameters and a place (line, byte or dive).

A file that cannot be read makes "parse" exit with 1 (the others are still printed) and "export" exit with
2, its error on standard error.
`;

const WRITER_IDS: Record<string, WriterId> = { uddf: 'uddf', ssrf: 'subsurface-xml', 'subsurface-xml': 'subsurface-xml', csv: 'csv' };

function summary(dive: Dive) {
  const first = dive.computers[0]!;
  return {
    startLocal: dive.startLocal,
    utcOffsetMinutes: dive.utcOffsetMinutes,
    offsetSource: dive.offsetSource,
    number: dive.number,
    durationS: dive.durationS,
    maxDepthM: dive.maxDepthM,
    meanDepthM: dive.meanDepthM === null ? null : Math.round(dive.meanDepthM * 1000) / 1000,
    minWaterTempC: dive.minWaterTempC === null ? null : Math.round(dive.minWaterTempC * 1000) / 1000,
    airTempC: dive.airTempC === null ? null : Math.round(dive.airTempC * 1000) / 1000,
    fromProfile: dive.fromProfile,
    mode: dive.mode,
    gases: dive.gases,
    cylinders: dive.cylinders,
    sampleCount: first.samples.timeS.length,
    site: dive.site,
    computer: { model: first.computer.model, serial: first.computer.serial, firmware: first.computer.firmware, diveNumber: first.computer.diveNumber },
    computers: dive.computers.length,
    buddies: dive.buddies,
    notes: dive.notes,
  };
}

async function read(file: string) {
  const sizeBytes = statSync(file).size;
  return parseDiveLog(createReadStream(file, { highWaterMark: 1024 * 1024 }), { fileName: path.basename(file), sizeBytes });
}

function errorOf(error: unknown) {
  if (error instanceof DiveLogError) return error.issue;
  const code = (error as NodeJS.ErrnoException).code;
  return { code: code === 'ENOENT' ? 'file-not-found' : 'file-unreadable', severity: 'error', params: {}, at: {} };
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === '-h') {
    process.stdout.write(HELP);
    return command ? 0 : 2;
  }
  if (command === 'parse') {
    if (rest.length === 0) return usage('parse needs at least one file');
    const files = [];
    let failed = false;
    for (const file of rest) {
      try {
        const result = await read(file);
        files.push({ file, format: result.format, dives: result.dives.map(summary), issues: result.issues });
      } catch (error) {
        failed = true;
        files.push({ file, error: errorOf(error) });
      }
    }
    process.stdout.write(JSON.stringify({ files }, null, 2) + '\n');
    return failed ? 1 : 0;
  }
  if (command === 'export') {
    const formatAt = rest.indexOf('--format');
    const format = formatAt >= 0 ? rest[formatAt + 1] : undefined;
    const files = rest.filter((_, i) => i !== formatAt && i !== formatAt + 1);
    const writer = format ? WRITER_IDS[format] : undefined;
    if (!writer) return usage('export needs --format uddf, ssrf or csv');
    if (files.length !== 1) return usage('export needs one file');
    try {
      const result = await read(files[0]!);
      process.stdout.write(WRITERS[writer].write(result.dives));
      return 0;
    } catch (error) {
      process.stderr.write(`error: ${JSON.stringify(errorOf(error))}\n`);
      return 2;
    }
  }
  return usage(`unknown command ${command}`);
}

function usage(message: string): number {
  process.stderr.write(`error: ${message}\nusage: logbook parse FILE... | logbook export --format uddf|ssrf|csv FILE (logbook --help)\n`);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
