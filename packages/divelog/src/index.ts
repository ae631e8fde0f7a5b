// Public API of the dive-log package. Everything the app or the CLI needs is exported from here.
export type {
  ComputerInfo,
  ComputerRecord,
  Cylinder,
  CylinderUse,
  Dive,
  DiveEvent,
  DiveMode,
  DiveTime,
  EventKind,
  FormatId,
  Gas,
  GasSwitch,
  OffsetSource,
  Samples,
  Site,
  SummaryField,
  WallClock,
  Weight,
} from './model.ts';
export { FORMAT_IDS } from './model.ts';
export { DiveLogError, ISSUE_CODES, formatLocation } from './issues.ts';
export type { Issue, IssueCode, IssueLocation, Severity, XmlReason } from './issues.ts';
export { DEFAULT_LIMITS, PLAUSIBLE } from './limits.ts';
export type { Limits } from './limits.ts';
export type { ByteSource, FormatReader, ParseOptions, ParseResult, Progress, ReaderContext } from './reader.ts';
export type { FormatWriter, WriterId } from './writer.ts';
export { READERS, detectFormat, parseDiveLog, readerFor } from './registry.ts';
export { WRITERS } from './writers/index.ts';
export { PACK_PRECISION, packProfile, unpackProfile } from './profile-pack.ts';
export type { PackedProfile } from './profile-pack.ts';
export { guessCsvMapping, readCsvMapping } from './csv/guess.ts';
export type { CsvColumn, CsvEncoding, CsvField, CsvMapping, CsvUnit, DateOrder } from './csv/mapping.ts';
export { CSV_FIELDS, CSV_UNITS } from './csv/mapping.ts';
