#!/usr/bin/env node
/**
 * CPU time of detect() with the bundled model (process.cpuUsage, so a busy machine inflates it less
 * than wall time), A/B against another checkout's build, interleaved in fresh processes:
 *   - short: texts ≤ 1 KB from ../shared/datasets chosen as scripts/bench-model.mjs chooses them (up to 1,800);
 *   - first: the same texts, the first pass of a fresh process alone (regex compilation included);
 *   - 100kb: 100 KB documents stitched from fixtures/text/benign.jsonl (as `npm run bench`);
 *   - packed: 100 KB stitched from fixtures/text/injections.jsonl;
 *   - jsonl: the whole process of `pi-scan text --jsonl` over the 20,000 fixture lines `npm run bench`
 *     writes (start-up and regex compilation included, output discarded), in ms per batch.
 * Each in-process run scans its set once to warm up (regex compilation), then times `rounds` passes.
 * Usage: node scripts/bench-detect-cpu.mjs [--against DIR] [--runs N] [--sets short,first,100kb,packed,jsonl]
 * DIR is another checkout with its own build (dist/); figures print as sorted runs per side.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchTexts } from './bench-texts.mjs';

const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};

if (option('--child', undefined) !== undefined) {
  await child(resolve(option('--child')), option('--set'));
} else {
  const against = option('--against', undefined);
  const runs = Number(option('--runs', '3'));
  const sets = option('--sets', 'short,first,100kb,packed,jsonl').split(',');
  const roots =
    against === undefined
      ? [['this', here]]
      : [
          ['base', resolve(against)],
          ['this', here],
        ];
  const work = mkdtempSync(join(tmpdir(), 'pi-scan-bench-cpu-'));
  try {
    for (const set of sets) {
      const results = new Map(roots.map(([name]) => [name, []]));
      const batch = set === 'jsonl' ? writeBatch(work) : undefined;
      for (let run = 0; run < runs; run++) {
        for (const [name, root] of roots) {
          results.get(name)?.push(batch === undefined ? timeSet(root, set) : timeBatch(root, batch, work));
        }
      }
      for (const [name, values] of results) {
        const sorted = values.sort((a, b) => a - b);
        const unit =
          set === 'short' || set === 'first'
            ? 'µs per text'
            : set === 'jsonl'
              ? 'ms per batch'
              : 'ms per text';
        const micros = set === 'short' || set === 'first';
        const shown = sorted.map((v) => (micros ? v.toFixed(1) : (v / 1000).toFixed(1)));
        console.log(`${set.padEnd(7)} ${name.padEnd(5)} CPU ${unit}, runs sorted: ${shown.join(' ')}`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** CPU µs per text of one in-process set, in a fresh process. */
function timeSet(root, set) {
  const out = execFileSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--child', root, '--set', set],
    {
      encoding: 'utf8',
    },
  );
  return Number(out.trim());
}

/** The 20,000-line batch `npm run bench` times, from this checkout's fixtures. */
function writeBatch(work) {
  const texts = ['benign', 'injections'].flatMap((name) =>
    readFileSync(join(here, 'fixtures', 'text', `${name}.jsonl`), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line).text),
  );
  const file = join(work, 'batch.jsonl');
  const lines = Array.from({ length: 20_000 }, (_, i) =>
    JSON.stringify({ content: texts[i % texts.length] }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** CPU µs of a whole `pi-scan text --jsonl` process (all its threads), reported by a preloaded exit hook. */
function timeBatch(root, file, cwd) {
  const hook = `import { writeSync } from 'node:fs'; process.on('exit', () => { const u = process.cpuUsage(); writeSync(2, \`cpu-us \${u.user + u.system}\\n\`); });`;
  const run = spawnSync(
    process.execPath,
    [
      `--import=data:text/javascript,${encodeURIComponent(hook)}`,
      join(root, 'bin', 'pi-scan.js'),
      'text',
      '--jsonl',
      file,
    ],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 20 },
  );
  const found = /cpu-us (\d+)/.exec(run.stderr ?? '');
  if (found === null) throw new Error(`pi-scan text --jsonl in ${root} printed no CPU time: ${run.stderr}`);
  return Number(found[1]);
}

/** Times one set in this process and prints CPU µs per text. */
async function child(root, set) {
  const load = (path) => import(pathToFileURL(join(root, 'dist', 'src', 'detector', path)).href);
  const { detect } = await load('index.js');
  const { loadBundledModel } = await load('model-file.js');
  const model = loadBundledModel();
  const short = set === 'short' || set === 'first';
  const texts = short ? benchTexts(root, 1800) : stitched(root, set === 'packed' ? 'injections' : 'benign');
  if (set === 'first') {
    // The first pass alone: what a short-lived process pays, regex compilation included.
    const start = process.cpuUsage();
    for (const text of texts) detect(text, { model });
    const used = process.cpuUsage(start);
    process.stdout.write(`${(used.user + used.system) / texts.length}\n`);
    return;
  }
  const rounds = set === 'short' ? 3 : set === 'packed' ? 1 : 2;
  for (const text of texts) detect(text, { model });
  const start = process.cpuUsage();
  for (let round = 0; round < rounds; round++) for (const text of texts) detect(text, { model });
  const used = process.cpuUsage(start);
  process.stdout.write(`${(used.user + used.system) / (rounds * texts.length)}\n`);
}

/** 100 KB texts stitched from a fixture file, as `npm run bench` builds them. */
function stitched(root, name) {
  const corpus = readFileSync(join(root, 'fixtures', 'text', `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line).text);
  const count = name === 'benign' ? 20 : 10;
  const texts = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    let text = '';
    while (text.length < 100 * 1024) text += `${corpus[at++ % corpus.length]}\n`;
    texts.push(text.slice(0, 100 * 1024));
  }
  return texts;
}
