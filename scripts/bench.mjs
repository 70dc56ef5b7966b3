#!/usr/bin/env node
/**
 * `npm run bench` (builds first): prints the offline text figures.
 *   1. detector: mean and p99 µs per text and MB/s, on the fixture corpus (fixtures/text/*.jsonl),
 *      on 1 KB and 100 KB texts stitched from the benign fixtures (target: <= 50 µs per 1 KB text),
 *      and on texts stitched from the injection fixtures (the worst case: every rule and decoder runs);
 *   2. JSONL batch throughput (texts/s) for 20,000 lines through the built CLI, on every core and on one thread;
 *   3. cold start of `node bin/pi-scan.js text -c "hello"` against bare `node -e 0` (target <= 1.5x),
 *      median of several runs each.
 * Then runs scripts/bench-model.mjs when it exists.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => pathToFileURL(join(root, 'dist', 'src', path)).href;
const bin = join(root, 'bin', 'pi-scan.js');

if (!existsSync(join(root, 'dist', 'src', 'main.js'))) {
  console.error('dist/ is missing: run `npm run bench` (it builds first) or `npm run build`');
  process.exit(2);
}

const { scanTextContent } = await import(dist('detector/scan.js'));
let model;
let modelNote = 'rules + bundled model';
try {
  const { loadBundledModel } = await import(dist('detector/model-file.js'));
  model = loadBundledModel();
} catch (error) {
  modelNote = `rules only (bundled model not loadable: ${error.message.split(';')[0]})`;
}
const options = { minimumConfidence: 'medium' };
const scan = (text) =>
  scanTextContent(
    text,
    options,
    { apiKeyId: 'local', contentLength: text.length, serviceTier: 'standard' },
    model,
  );

/** The texts of fixtures/text/<name>.jsonl (the "text" field of every line). */
function loadFixtureTexts(name) {
  const file = join(root, 'fixtures', 'text', `${name}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line).text)
    .filter((text) => typeof text === 'string');
}

/** `count` distinct texts of about `size` characters, stitched from the corpus (so they hold real injections too). */
function sized(corpus, size, count) {
  const texts = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    let text = '';
    while (text.length < size) text += `${corpus[at++ % corpus.length]}\n`;
    texts.push(text.slice(0, size));
  }
  return texts;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `scan` on each text, `rounds` times after a warm-up; returns mean/p99 µs and MB/s. */
function measure(texts, rounds) {
  for (const text of texts.slice(0, 50)) scan(text);
  const micros = [];
  let bytes = 0;
  let total = 0;
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const start = process.hrtime.bigint();
      scan(text);
      const elapsed = Number(process.hrtime.bigint() - start) / 1000;
      micros.push(elapsed);
      total += elapsed;
      bytes += Buffer.byteLength(text);
    }
  }
  micros.sort((a, b) => a - b);
  return { n: micros.length, mean: total / micros.length, p99: percentile(micros, 99), mbps: bytes / total };
}

function row(name, m) {
  return `  ${name.padEnd(22)} n=${String(m.n).padStart(6)}  mean ${m.mean.toFixed(1).padStart(8)} µs  p99 ${m.p99.toFixed(1).padStart(8)} µs  ${m.mbps.toFixed(1).padStart(7)} MB/s`;
}

const benign = loadFixtureTexts('benign');
const injections = loadFixtureTexts('injections');
const corpus = [...benign, ...injections];
console.log(`pi-scan bench (node ${process.version}, ${process.platform}/${process.arch})`);
console.log(`\n1. Detector, in process (${modelNote})`);
if (corpus.length === 0) {
  console.log('  fixture corpus: none found under fixtures/text/');
} else {
  console.log(row(`fixture corpus (${corpus.length})`, measure(corpus, 20)));
}
const fallback = ['The quick brown fox jumps over the lazy dog.'];
const seed = corpus.length > 0 ? corpus : fallback;
// Ordinary text is what the target is about; text packed with injections (every rule fires, every
// decoder runs) is the worst case, shown beside it.
const ordinary = benign.length > 0 ? benign : fallback;
const oneKb = measure(sized(ordinary, 1024, 500), 10);
console.log(
  row('1 KB ordinary texts', oneKb),
  oneKb.mean <= 50 ? '  (target <= 50 µs: met)' : '  (target <= 50 µs: NOT met)',
);
if (injections.length > 0)
  console.log(row('1 KB injection-packed', measure(sized(injections, 1024, 500), 5)));
console.log(row('100 KB ordinary texts', measure(sized(ordinary, 100 * 1024, 20), 3)));
if (injections.length > 0)
  console.log(row('100 KB injection-packed', measure(sized(injections, 100 * 1024, 10), 2)));

console.log('\n2. JSONL batch through the built CLI (node bin/pi-scan.js text --jsonl)');
const work = mkdtempSync(join(tmpdir(), 'pi-scan-bench-'));
try {
  const lines = 20_000;
  const batch = join(work, 'batch.jsonl');
  writeFileSync(
    batch,
    `${Array.from({ length: lines }, (_, i) => JSON.stringify({ content: seed[i % seed.length] })).join('\n')}\n`,
  );
  // Offline batches this large scan on every core; --concurrency 1 keeps one thread, for comparison.
  for (const [label, flags] of [
    ['every core', []],
    ['one thread (--concurrency 1)', ['--concurrency', '1']],
  ]) {
    const { seconds, outputLines, code } = await timeBatch(batch, flags);
    console.log(
      `  ${label}: ${lines} lines in ${seconds.toFixed(2)} s (including start-up): ${Math.round(lines / seconds)} texts/s; ${outputLines} output lines, exit ${code}`,
    );
  }

  console.log('\n3. Cold start (median of 11 runs each)');
  const bare = medianMs(['-e', '0'], work);
  const cli = medianMs([bin, 'text', '-c', 'hello'], work);
  const help = medianMs([bin, '--help'], work);
  const ratio = cli / bare;
  console.log(`  node -e 0                          ${bare.toFixed(1)} ms`);
  console.log(`  node bin/pi-scan.js --help         ${help.toFixed(1)} ms  (${(help / bare).toFixed(2)}x)`);
  console.log(
    `  node bin/pi-scan.js text -c hello  ${cli.toFixed(1)} ms  (${ratio.toFixed(2)}x bare node; target <= 1.5x: ${ratio <= 1.5 ? 'met' : 'NOT met'})`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

const modelBench = join(root, 'scripts', 'bench-model.mjs');
if (existsSync(modelBench)) {
  console.log('\n4. Model (scripts/bench-model.mjs)');
  const run = spawnSync(process.execPath, [modelBench], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}

/** Runs the batch, draining stdout, and times it from spawn to exit. */
function timeBatch(file, flags) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, 'text', '--jsonl', ...flags, file], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let outputLines = 0;
    child.stdout.on('data', (chunk) => {
      for (const byte of chunk) if (byte === 10) outputLines++;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ seconds: Number(process.hrtime.bigint() - start) / 1e9, outputLines, code }),
    );
  });
}

/** Median wall time of `node ...args` over 11 runs, after one warm-up run (file cache). */
function medianMs(args, cwd) {
  spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
  const times = [];
  for (let i = 0; i < 11; i++) {
    const start = process.hrtime.bigint();
    spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[5];
}
