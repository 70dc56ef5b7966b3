/**
 * `npm run bench:image`: speed and recall of the image engine, printed as figures (never asserted).
 *  1. cold: wall time of `node bin/pi-scan.js image clear-injection.png` (1400×120 text image), median of 3;
 *  2. warm: time per image inside one process, OCR worker already started, all preprocessing variants;
 *  3. per variant: OCR time of each preprocessing variant on that image, and recall on the OCR fixtures
 *     (injections only visible to OCR) with the plain pass alone and with the preprocessing variants.
 * Cold start needs the bundled model (src/detector/model-weights.bin). The warm and recall figures use
 * the rules only (model: null), so they do not move with the model weights.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const { createImageScanner, createOcrPool, OCR_VARIANTS } = await import(`${root}dist/src/image/index.js`);
const { inspectImage } = await import(`${root}dist/src/image/inspect.js`);
const { buildFrameOcrInputs } = await import(`${root}dist/src/image/preprocess.js`);

const TARGET = 'clear-injection.png';
const fixture = (name) => readFileSync(`${root}fixtures/images/${name}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;
const options = { minimumConfidence: 'medium' };
const accounting = { apiKeyId: 'local', serviceTier: 'standard' };

// 1. Cold start of the CLI.
const cold = [];
for (let run = 0; run < 3; run += 1) {
  const start = performance.now();
  const child = spawnSync(
    process.execPath,
    [`${root}bin/pi-scan.js`, 'image', `${root}fixtures/images/${TARGET}`, '--json'],
    {
      encoding: 'utf8',
    },
  );
  cold.push(performance.now() - start);
  if (child.status !== 1) {
    process.stdout.write(`note: pi-scan image exited ${child.status}: ${child.stderr.trim()}\n`);
  }
}
process.stdout.write(
  `cold  pi-scan image ${TARGET} (1400×120): median ${ms(median(cold))} (runs: ${cold.map(ms).join(', ')}; target ≤ 2500 ms)\n`,
);

// 2. Warm time per image, in one process.
const pool = createOcrPool();
const bytes = fixture(TARGET);
for (const variants of [OCR_VARIANTS, ['plain']]) {
  const scanner = createImageScanner({ ocr: pool, model: null, variants });
  await scanner.scan(bytes, options, accounting); // starts the worker
  const times = [];
  for (let run = 0; run < 10; run += 1) {
    const start = performance.now();
    await scanner.scan(bytes, options, accounting);
    times.push(performance.now() - start);
  }
  process.stdout.write(
    `warm  ${TARGET}, variants ${variants.join('+')}: median ${ms(median(times))} per image (target ≤ 300 ms)\n`,
  );
}

// 3. Cost of each variant, on a fixture where it applies (the engine skips variants that do not apply:
//    local contrast needs a smooth frame, upscaling needs small content; see src/image/preprocess.ts).
const COST_FIXTURES = {
  plain: TARGET,
  'local-contrast': 'faint-text-on-gradient-injection.png',
  upscale: 'tiny-text-corner-injection.png',
};
for (const variant of OCR_VARIANTS) {
  const name = COST_FIXTURES[variant];
  const image = fixture(name);
  const info = await inspectImage(image, { maxBytes: 1e8, maxPixels: 4e7, maxFrames: 1000, frames: 1 });
  const prepTimes = [];
  const ocrTimes = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    const [input] = await buildFrameOcrInputs(image, info, 0, { maxPixels: 4e7, variants: [variant] });
    prepTimes.push(performance.now() - start);
    const ocrStart = performance.now();
    await pool.recognize(input);
    ocrTimes.push(performance.now() - ocrStart);
  }
  process.stdout.write(
    `cost  ${variant.padEnd(15)} preprocessing ${ms(median(prepTimes))} + OCR ${ms(median(ocrTimes))} on ${name}\n`,
  );
}

// Recall on the injections that only OCR can see, and time over all scannable fixtures.
const OCR_INJECTIONS = [
  'clear-injection.png',
  'clear-injection.jpg',
  'clear-injection.webp',
  'clear-injection.gif',
  'low-contrast-injection.png',
  'light-on-dark-injection.png',
  'faint-text-on-gradient-injection.png',
  'tiny-text-corner-injection.png',
  'animated-second-frame-injection.gif',
  'animated-second-frame-injection.webp',
];
const BENIGN = ['clean-photo.jpg', 'benign-screenshot.png'];
for (const variants of [['plain'], ['plain', 'local-contrast'], ['plain', 'upscale'], OCR_VARIANTS]) {
  const scanner = createImageScanner({ ocr: pool, model: null, variants });
  const found = [];
  let total = 0;
  for (const name of OCR_INJECTIONS) {
    const start = performance.now();
    const outcome = await scanner.scan(fixture(name), options, accounting);
    total += performance.now() - start;
    if (!outcome.result.is_safe) found.push(name);
  }
  let falsePositives = 0;
  for (const name of BENIGN) {
    const start = performance.now();
    const outcome = await scanner.scan(fixture(name), options, accounting);
    total += performance.now() - start;
    if (!outcome.result.is_safe) falsePositives += 1;
  }
  const missed = OCR_INJECTIONS.filter((name) => !found.includes(name));
  process.stdout.write(
    `recall ${variants.join('+').padEnd(32)} ${found.length}/${OCR_INJECTIONS.length} OCR injections, ${falsePositives}/${BENIGN.length} benign flagged, ${ms(total / (OCR_INJECTIONS.length + BENIGN.length))} per image` +
      `${missed.length > 0 ? `; missed: ${missed.join(', ')}` : ''}\n`,
  );
}
await pool.close();
