// Dive-log reading speed: a made-up Subsurface XML logbook of 1,000 dives with 1,000 samples each (one
// million samples, the size of a long-kept logbook) parsed from memory and from a file stream, and the same
// dives written as UDDF and parsed again. Goal: the Subsurface file in under 10 s on this two-core machine.
// Prints figures; asserts nothing. Run with `node bench/divelog.bench.ts` (DIVELOG_DIVES sets the count).
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseDiveLog, WRITERS } from '@diveatlas/divelog';
import { record } from './figures.ts';

const DIVES = Number(process.env.DIVELOG_DIVES ?? 1000);
const SAMPLES = 1000;

function logbook(): string {
  const out = ["<divelog program='subsurface' version='3'>", '<settings></settings>', '<divesites>'];
  for (let s = 0; s < 50; s++) out.push(`<site uuid='${(0x10000000 + s).toString(16)}' name='Site ${s}' gps='${(s / 7).toFixed(6)} ${(s / 3).toFixed(6)}'>`, '</site>');
  out.push('</divesites>', '<dives>');
  for (let d = 0; d < DIVES; d++) {
    const day = String(1 + (d % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(d / 28) % 12)).padStart(2, '0');
    out.push(`<dive number='${d + 1}' divesiteid='${(0x10000000 + (d % 50)).toString(16)}' date='20${10 + (d % 15)}-${month}-${day}' time='10:00:00' duration='83:20 min'>`);
    out.push("  <cylinder size='12.0 l' workpressure='232.0 bar' description='D12' o2='32.0%' start='210.0 bar' end='60.0 bar' />");
    out.push("  <divecomputer model='Bench Computer' deviceid='0a0b0c0d' diveid='00000001'>", "  <depth max='30.0 m' mean='15.0 m' />", "  <temperature water='18.0 C' />");
    for (let i = 0; i < SAMPLES; i++) {
      const t = i * 5;
      const depth = (30 * Math.sin((Math.PI * i) / SAMPLES)).toFixed(2);
      const temp = i % 6 === 0 ? ` temp='${(20 - i / 200).toFixed(1)} C'` : '';
      out.push(`  <sample time='${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')} min' depth='${depth} m'${temp} pressure='${(210 - (150 * i) / SAMPLES).toFixed(1)} bar' />`);
    }
    out.push('  </divecomputer>', '</dive>');
  }
  out.push('</dives>', '</divelog>', '');
  return out.join('\n');
}

const text = logbook();
const bytes = Buffer.from(text);
const folder = mkdtempSync(path.join(tmpdir(), 'divelog-bench-'));
const file = path.join(folder, 'logbook.ssrf');
writeFileSync(file, bytes);
console.log(`Dive-log reading: ${DIVES} dives, ${(DIVES * SAMPLES).toLocaleString('en')} samples, ${(bytes.length / 1024 / 1024).toFixed(1)} MB of Subsurface XML`);

try {
  let started = performance.now();
  const cpu = process.cpuUsage();
  const fromMemory = await parseDiveLog(bytes);
  const memorySeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  record({ figure: 'Subsurface XML, 1M samples, from memory', value: `${memorySeconds.toFixed(2)} s`, goal: '< 10 s', met: memorySeconds < 10 });
  // On a machine shared with other work the clock time runs ahead of the processor time this process had.
  record({ figure: '  processor time of that parse', value: `${((used.user + used.system) / 1e6).toFixed(2)} s`, goal: '' });

  started = performance.now();
  const streamed = await parseDiveLog(createReadStream(file, { highWaterMark: 1024 * 1024 }), { sizeBytes: bytes.length });
  const streamSeconds = (performance.now() - started) / 1000;
  record({ figure: 'Subsurface XML, 1M samples, streamed from a file', value: `${streamSeconds.toFixed(2)} s`, goal: '< 10 s', met: streamSeconds < 10 });
  record({ figure: 'Dives read', value: `${streamed.dives.length} / ${fromMemory.dives.length}`, goal: `${DIVES}`, met: streamed.dives.length === DIVES });

  started = performance.now();
  const uddf = WRITERS.uddf.write(fromMemory.dives);
  const writeSeconds = (performance.now() - started) / 1000;
  record({ figure: 'Written as UDDF', value: `${writeSeconds.toFixed(2)} s, ${(uddf.length / 1024 / 1024).toFixed(0)} MB`, goal: '' });
  started = performance.now();
  const again = await parseDiveLog(Buffer.from(uddf));
  record({ figure: 'UDDF parsed again', value: `${((performance.now() - started) / 1000).toFixed(2)} s`, goal: '< 10 s', met: again.dives.length === DIVES && performance.now() - started < 10_000 });
  record({ figure: 'Heap after', value: `${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MiB`, goal: '' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
