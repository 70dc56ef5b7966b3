// Speed of the offline detector with the trained model (`npm run bench` runs it after building):
// mean µs per text of at most 1 KB on one core (rules + model, rules alone, and @andersmyrmel/vard on the
// same texts in the same run, vard in a child process of its own), and the cold load time of the bundled
// weights in fresh processes.
// Usage: node scripts/bench-model.mjs [--texts N] [--json]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchTexts } from './bench-texts.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist', 'src', 'detector');
if (!existsSync(join(dist, 'model-file.js'))) {
  process.stderr.write('bench-model: dist/ is missing; run `npm run build` first\n');
  process.exitCode = 2;
} else {
  await run();
}

function sampleTexts(limit) {
  return benchTexts(root, limit);
}

function timeMicros(texts, fn, rounds) {
  for (const text of texts.slice(0, 200)) fn(text); // warm-up
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    for (const text of texts) fn(text);
    const micros = Number(process.hrtime.bigint() - started) / 1000 / texts.length;
    best = Math.min(best, micros);
  }
  return best;
}

function coldLoadMillis() {
  // A fresh process per sample: import the model module and load the bundled weights.
  const script = `const t0 = performance.now(); const m = await import(${JSON.stringify(pathToFileURL(join(dist, 'model-file.js')).href)}); const t1 = performance.now(); m.loadBundledModel(); const t2 = performance.now(); process.stdout.write(JSON.stringify({ importMs: t1 - t0, loadMs: t2 - t1 }));`;
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(
      JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })),
    );
  }
  samples.sort((a, b) => a.loadMs - b.loadMs);
  return samples[2];
}

/**
 * vard's mean µs per text, timed in a child process of this script. V8 stops optimizing regular
 * expressions once a process has generated about 1 MB of regex code, and pi-scan's rules alone pass
 * that, so timing vard after them in one process would slow vard down (155 µs against 77 µs alone).
 */
function vardMicrosInChild(count) {
  const out = execFileSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--vard-only', '--texts', String(count)],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out).microsPerTextVard;
}

async function run() {
  const args = process.argv.slice(2);
  const count = Number(args[args.indexOf('--texts') + 1]) || 2000;
  if (args.includes('--vard-only')) {
    const { default: vard } = await import('@andersmyrmel/vard');
    const microsPerTextVard = timeMicros(sampleTexts(count), (text) => vard.safe(text), 3);
    process.stdout.write(JSON.stringify({ microsPerTextVard }));
    return;
  }
  const { detect } = await import(pathToFileURL(join(dist, 'index.js')).href);
  const { loadBundledModel, BUNDLED_WEIGHTS_FILE } = await import(
    pathToFileURL(join(dist, 'model-file.js')).href
  );
  const model = loadBundledModel();
  const texts = sampleTexts(count);
  const rounds = 3;
  const withModel = timeMicros(texts, (text) => detect(text, { model }), rounds);
  const rulesOnly = timeMicros(texts, (text) => detect(text), rounds);
  const modelOnly = timeMicros(texts, (text) => model.score(text), rounds);
  const vardMicros = vardMicrosInChild(count);
  const load = coldLoadMillis();
  const weightsBytes = readFileSync(join(root, 'src', 'detector', BUNDLED_WEIGHTS_FILE)).length;
  const figures = {
    texts: texts.length,
    meanBytes: Math.round(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / texts.length),
    microsPerTextRulesAndModel: withModel,
    microsPerTextRulesOnly: rulesOnly,
    microsPerTextModelScoreOnly: modelOnly,
    microsPerTextVard: vardMicros,
    ratioToVard: withModel / vardMicros,
    weightsBytes,
    weightsLoadMs: load.loadMs,
    modelModuleImportMs: load.importMs,
  };
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  const f = (value) => value.toFixed(1);
  process.stdout.write(
    [
      `bench-model: ${figures.texts} texts ≤ 1 KB (mean ${figures.meanBytes} bytes), one core, best of ${rounds} rounds`,
      `  rules + model      ${f(withModel)} µs/text   (target ≤ 50)`,
      `  rules only         ${f(rulesOnly)} µs/text`,
      `  model score only   ${f(modelOnly)} µs/text (one call on the whole text)`,
      `  @andersmyrmel/vard ${f(vardMicros)} µs/text`,
      `  ratio pi-scan / vard = ${figures.ratioToVard.toFixed(2)}`,
      `  weights ${(weightsBytes / 1e6).toFixed(2)} MB, load ${f(load.loadMs)} ms cold (median of 5 fresh processes; target ≤ 30), model module import ${f(load.importMs)} ms`,
      '',
    ].join('\n'),
  );
}
