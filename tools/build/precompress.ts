import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the build that is big
 * enough to gain, so the server sends them as they are (serveStatic's `precompressed`) instead of compressing each
 * response. HTML is left to the server, which finishes each page at start-up (origin, settings) and compresses it then.
 */
export function precompressDirectory(
  dir: string,
  options: { skip?: readonly string[] } = {},
): { files: number; bytes: number; brotliBytes: number } {
  const skip = new Set((options.skip ?? []).map((folder) => path.resolve(folder)));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) {
        if (!skip.has(path.resolve(file))) walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const body = readFileSync(file);
      if (body.length < MIN_BYTES) continue;
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotliBytes += br.length;
    }
  };
  walk(dir);
  return totals;
}
