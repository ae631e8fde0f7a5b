// Every writer, by id.
import type { FormatWriter, WriterId } from '../writer.ts';
import { csvWriter } from './csv.ts';
import { subsurfaceXmlWriter } from './subsurface-xml.ts';
import { uddfWriter } from './uddf.ts';

export const WRITERS: Readonly<Record<WriterId, FormatWriter>> = {
  uddf: uddfWriter,
  'subsurface-xml': subsurfaceXmlWriter,
  csv: csvWriter,
};
