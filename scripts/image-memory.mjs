/**
 * Peak memory of the image engine under concurrent large images (issue 12 row 6), in a process of its own:
 *   node scripts/image-memory.mjs <image> <copies> [dist folder]
 * Scans <copies> copies of <image> at once with one engine (as `pi-scan serve` does with its defaults: one
 * OCR worker, the bundled model not loaded) and prints one JSON line: peak and final RSS in MB (sampled every
 * 20 ms, and the kernel's maxRSS), wall time, and each verdict. Used by `npm run bench:image` and by
 * test/e2e/image-memory.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [image, copiesText = '4', dist = fileURLToPath(new URL('../dist/', import.meta.url))] =
  process.argv.slice(2);
if (image === undefined)
  throw new Error('usage: node scripts/image-memory.mjs <image> <copies> [dist folder]');
const { createImageScanner } = await import(resolve(dist, 'src/image/index.js'));
const bytes = readFileSync(image);
const mb = (value) => Math.round(value / 1024 / 1024);
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);
const scanner = createImageScanner({ model: null });
const start = performance.now();
const outcomes = await Promise.allSettled(
  Array.from({ length: Number(copiesText) }, () =>
    scanner.scan(bytes, { minimumConfidence: 'medium' }, { apiKeyId: 'local', serviceTier: 'standard' }),
  ),
);
const seconds = (performance.now() - start) / 1000;
peak = Math.max(peak, process.memoryUsage.rss());
await scanner.close();
clearInterval(sampler);
process.stdout.write(
  `${JSON.stringify({
    peakRssMb: mb(peak),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    finalRssMb: mb(process.memoryUsage.rss()),
    seconds: Number(seconds.toFixed(1)),
    verdicts: outcomes.map((o) =>
      o.status === 'fulfilled' ? (o.value.result.is_safe ? 'safe' : 'unsafe') : `error: ${o.reason?.message}`,
    ),
  })}\n`,
);
