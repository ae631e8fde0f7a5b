// Part of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file
// of build/client, at the strongest settings, once. The server sends these as they are (see
// server/static-files.ts), so a static file costs no compression work per request.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_TYPES } from '../server/static-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than a packet and costs a header. */
const MIN_BYTES = 1024;

/**
 * Compresses every text file of `folder` into .br and .gz copies. Results are kept in `cacheDir` by
 * content hash: hashed asset names keep their content from one build to the next, so a rebuild
 * (every `npm start`) compresses only what changed. Brotli at quality 11 takes seconds per megabyte.
 */
export async function precompress(folder: string, cacheDir: string) {
  const totals = { files: 0, compressed: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await mkdir(cacheDir, { recursive: true });
  const files = (await readdir(folder, { recursive: true })).filter((file) => path.extname(file) in COMPRESSIBLE_TYPES);
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const full = path.join(folder, file);
      if (!(await stat(full)).isFile()) continue;
      const body = await readFile(full);
      if (body.length < MIN_BYTES) continue;
      const key = path.join(cacheDir, createHash('sha256').update(body).digest('hex'));
      let br = await readFile(`${key}.br`).catch(() => undefined);
      let gz = await readFile(`${key}.gz`).catch(() => undefined);
      if (!br || !gz) {
        [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipAsync(body, { level: 9 }),
        ]);
        await writeFile(`${key}.br`, br);
        await writeFile(`${key}.gz`, gz);
        totals.compressed += 1;
      }
      // A copy that is not smaller is left out; the server then sends the file itself.
      if (br.length < body.length) await writeFile(`${full}.br`, br);
      if (gz.length < body.length) await writeFile(`${full}.gz`, gz);
      totals.files += 1;
      totals.rawBytes += body.length;
      totals.brotliBytes += Math.min(br.length, body.length);
      totals.gzipBytes += Math.min(gz.length, body.length);
    }
  };
  // A few at a time: zlib works in Node's thread pool, and the machine may have two cores.
  await Promise.all([worker(), worker(), worker(), worker()]);
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = path.resolve(import.meta.dirname, '..', 'build', 'client');
  const started = Date.now();
  const totals = await precompress(folder, path.resolve(import.meta.dirname, '..', '.cache', 'precompressed'));
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `precompressed ${totals.files} files (${totals.compressed} new) in ${Date.now() - started} ms: ${kb(totals.rawBytes)} → ${kb(totals.brotliBytes)} brotli, ${kb(totals.gzipBytes)} gzip`,
  );
}
