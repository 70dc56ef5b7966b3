/**
 * `npm run bench:image`: recall, specificity and time of the image engine on generated images, by variation.
 *
 *   node scripts/bench-image.mjs [--limit N] [--where KEY=VALUE] [--dev [--seed N]] [--save DIR] [--memory] [--no-cold]
 *     [--time-budget MS] [--passes LIST]
 *
 * The set (scripts/image-bench-set.mjs) renders 24 held-out injections 4 times each and 24 benign twins
 * twice each (144 images) with varied font, size, contrast, background, layout, rotation and format; the
 * texts are checked first: every attack is flagged and every benign text passes as plain text, so the
 * figures are those of the image path. Scans use the engine as `pi-scan image` does (bundled model, default
 * options, one OCR worker), warm (the worker is started before timing). `--limit N` scans an evenly spread
 * subset of N images (for quick iterations), `--save DIR` writes the images, `--memory` adds the memory run
 * of scripts/image-memory.mjs, and the cold start of the CLI is timed unless `--no-cold`. `--where
 * background=noise` (repeatable) keeps the images of one variation. `--dev` renders the development set
 * instead (image-dev-texts.mjs, seed 7, 12 attacks × 6 and 6 benign × 4): passes are tuned on it, never on
 * the held-out texts; `--dev --seed N` renders the development texts with other variations (more tuning
 * images for one variation, e.g. `--where contrast=low`). `--passes plain,denoised,…` limits the OCR passes
 * (the engine's `variants`; the first opens every frame) and `--time-budget 60000` lifts the budget: what the
 * passes can read, whatever the machine's load. BENCH_VERBOSE=1 prints each image's passes and OCR text.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateBenchSet } from './image-bench-set.mjs';
import { DEV_ATTACK_TEXTS, DEV_BENIGN_TEXTS } from './image-dev-texts.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    limit: { type: 'string' },
    save: { type: 'string' },
    memory: { type: 'boolean', default: false },
    'no-cold': { type: 'boolean', default: false },
    'time-budget': { type: 'string' },
    where: { type: 'string', multiple: true, default: [] },
    dev: { type: 'boolean', default: false },
    seed: { type: 'string' },
    passes: { type: 'string' },
  },
});
const { createImageScanner } = await import(`${root}dist/src/image/index.js`);
const { scanTextContent } = await import(`${root}dist/src/detector/scan.js`);
const { loadBundledModel } = await import(`${root}dist/src/detector/model-file.js`);
const out = (line = '') => process.stdout.write(`${line}\n`);
const options = { minimumConfidence: 'medium' };
const accounting = { apiKeyId: 'local', serviceTier: 'standard' };
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value) => `${Math.round(value)} ms`;

// 1. Cold start of the CLI on one small image.
if (!flags['no-cold']) {
  const cold = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    spawnSync(process.execPath, [
      `${root}bin/pi-scan.js`,
      'image',
      `${root}fixtures/images/clear-injection.png`,
      '--json',
    ]);
    cold.push(performance.now() - start);
  }
  out(`cold  pi-scan image clear-injection.png (1400x120): median ${ms(percentile(cold, 50))} of 3 runs`);
}

// 2. The set, and the check that its texts are what they claim as plain text.
const model = loadBundledModel();
if (flags.seed !== undefined && !flags.dev)
  throw new Error('--seed renders other development sets: use it with --dev');
const seed = flags.seed !== undefined ? Number(flags.seed) : flags.dev ? 7 : 20261125;
let images = await generateBenchSet(
  flags.dev
    ? { seed, attacks: DEV_ATTACK_TEXTS, benign: DEV_BENIGN_TEXTS, attacksPerText: 6, benignPerText: 4 }
    : { seed },
);
for (const image of images) {
  const flagged = !scanTextContent(image.text, options, accounting, model).result.is_safe;
  if (flagged !== (image.label === 'attack'))
    throw new Error(`text scanner disagrees with the label of ${image.id}: ${image.text}`);
}
for (const condition of flags.where) {
  const [key, value] = condition.split('=');
  images = images.filter((image) => String(image.variation[key]) === value);
}
if (flags.limit !== undefined) {
  const limit = Number(flags.limit);
  const step = images.length / limit;
  images = Array.from({ length: limit }, (_, index) => images[Math.floor(index * step)]);
}
if (flags.save !== undefined) {
  mkdirSync(flags.save, { recursive: true });
  for (const image of images) {
    const v = image.variation;
    const extension = v.format === 'jpeg' ? 'jpg' : v.format;
    writeFileSync(
      `${flags.save}/${image.id}-${v.layout}-${v.background}-${v.contrast}-${v.size}px.${extension}`,
      image.bytes,
    );
  }
}

// 3. Scan, warm.
const scanner = createImageScanner({
  model,
  ...(flags['time-budget'] === undefined ? {} : { timeBudgetMs: Number(flags['time-budget']) }),
  ...(flags.passes === undefined ? {} : { variants: flags.passes.split(',') }),
});
await scanner.scan(images[0].bytes, options, accounting);
const rows = [];
for (const image of images) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const outcome = await scanner.scan(image.bytes, options, accounting);
  const time = performance.now() - start;
  const cpuUsed = process.cpuUsage(cpuStart);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
  rows.push({ image, flagged: !outcome.result.is_safe, time, cpu, report: outcome.report });
  if (process.env.BENCH_VERBOSE) {
    const ocr = outcome.sources
      .filter((s) => s.kind === 'ocr')
      .map((s) => `[${s.label}] ${s.text}`)
      .join(' | ')
      .replace(/\s+/g, ' ');
    out(
      `${image.id} ${JSON.stringify(image.variation)} flagged=${!outcome.result.is_safe} ${ms(time)} cpu ${ms(cpu)} ${JSON.stringify(outcome.report.passes ?? [])} ${ocr.slice(0, 600)}`,
    );
  }
}
await scanner.close();

// 4. Report.
const attacks = rows.filter((row) => row.image.label === 'attack');
const benign = rows.filter((row) => row.image.label === 'benign');
const share = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)}%`);
out(
  `\nimages: ${attacks.length} attacks, ${benign.length} benign (seed ${seed}${flags.dev ? ', development texts' : ''})`,
);
out('\n| variation | value | recall (attacks flagged) | specificity (benign passed) | median | p95 |');
out('|---|---|---|---|---|---|');
const line = (name, value, subset) => {
  const a = subset.filter((row) => row.image.label === 'attack');
  const b = subset.filter((row) => row.image.label === 'benign');
  const times = subset.map((row) => row.time);
  const flagged = a.filter((row) => row.flagged).length;
  const passed = b.filter((row) => !row.flagged).length;
  out(
    `| ${name} | ${value} | ${share(flagged, a.length)} (${flagged}/${a.length}) | ${share(passed, b.length)} (${passed}/${b.length}) | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
  );
};
line('all', 'all', rows);
for (const key of ['background', 'contrast', 'layout', 'format', 'font', 'rotation']) {
  const values = [...new Set(rows.map((row) => row.image.variation[key]))].sort();
  for (const value of values)
    line(
      key,
      value,
      rows.filter((row) => row.image.variation[key] === value),
    );
}
for (const [label, low, high] of [
  ['14-20 px', 14, 20],
  ['21-29 px', 21, 29],
  ['30-40 px', 30, 40],
]) {
  line(
    'size',
    label,
    rows.filter((row) => row.image.variation.size >= low && row.image.variation.size <= high),
  );
}
line(
  'noise + low contrast',
  '',
  rows.filter((row) => row.image.variation.background === 'noise' && row.image.variation.contrast === 'low'),
);
const times = rows.map((row) => row.time);
out(
  `\ntime per image (warm, one OCR worker): median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`,
);
const cpus = rows.map((row) => row.cpu);
out(
  `CPU time per image (all threads; what an image costs on a shared machine): median ${ms(percentile(cpus, 50))}, p95 ${ms(percentile(cpus, 95))}`,
);
const { loadavg } = await import('node:os');
out(
  `load average at the end (2 cores): ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
const exhausted = rows.filter((row) => row.report.budget_exhausted).length;
if (rows[0]?.report.budget_ms !== undefined)
  out(`time budget ${rows[0].report.budget_ms} ms: spent on ${exhausted} of ${rows.length} images`);
const missed = attacks
  .filter((row) => !row.flagged)
  .map((row) => `${row.image.id}(${Object.values(row.image.variation).join('/')})`);
if (missed.length > 0) out(`missed: ${missed.join(' ')}`);
const falsePositives = benign.filter((row) => row.flagged).map((row) => row.image.id);
if (falsePositives.length > 0) out(`benign flagged: ${falsePositives.join(' ')}`);

// 5. Memory under concurrent large images.
if (flags.memory) {
  const run = spawnSync(
    process.execPath,
    [`${root}scripts/image-memory.mjs`, `${root}fixtures/images/large-canvas-36mp-injection.png`, '4'],
    { encoding: 'utf8' },
  );
  out(`\nmemory, 4 copies of a 36-megapixel PNG at once: ${run.stdout.trim()}`);
}
