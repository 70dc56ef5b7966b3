#!/usr/bin/env node
/**
 * Behaviour snapshot of the detector: runs the built detect() (with the bundled model, and without it
 * on a subset) over every fixtures/eval/*.jsonl and fixtures/text/*.jsonl row, the rules' tps/fps,
 * the first rows of each ../shared/datasets file, obfuscated twins of some of them (rot13, leetspeak,
 * control characters, spaced letters, base64, homoglyphs) and long texts stitched from them, and
 * prints one line per row: `<source>#<n> <sha256 of JSON.stringify(detection)>`, then a total.
 * A speed change must leave this output byte-identical:
 *   node scripts/detect-snapshot.mjs > /tmp/before.txt   (on the base commit, after npm run build)
 *   node scripts/detect-snapshot.mjs > /tmp/after.txt && cmp /tmp/before.txt /tmp/after.txt
 * Usage: node scripts/detect-snapshot.mjs [--dist DIR] [--per-file N]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const dist = resolve(option('--dist', join(root, 'dist')));
const perFile = Number(option('--per-file', '300'));
const load = (path) => import(pathToFileURL(join(dist, 'src', 'detector', path)).href);

const { detect } = await load('index.js');
const { loadBundledModel } = await load('model-file.js');
const { RULES } = await load('rules.js');
const model = loadBundledModel();

const hash = (value) => createHash('sha256').update(value).digest('hex').slice(0, 16);
const total = createHash('sha256');
let rows = 0;
function snap(source, n, text, withModel = true) {
  const detection = detect(text, withModel ? { model } : {});
  const line = `${source}#${n} ${hash(JSON.stringify(detection))}`;
  total.update(`${line}\n`);
  rows++;
  process.stdout.write(`${line}\n`);
}
const snapAll = (source, texts) => {
  for (const [n, text] of texts.entries()) snap(source, n, text);
};

function jsonlTexts(file, limit = Number.POSITIVE_INFINITY) {
  const texts = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (texts.length >= limit) break;
    if (line.trim() === '') continue;
    const row = JSON.parse(line);
    const text = row.text ?? row.content;
    if (typeof text === 'string') texts.push(text);
  }
  return texts;
}

const rot13 = (text) =>
  text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const leet = (text) => text.replace(/[aeiost]/g, (ch) => LEET[ch]);
const TWINS = [
  ['rot13', rot13],
  ['leet', leet],
  ['nul', (text) => text.replace(/ /g, '\u0000 ')],
  ['spaced', (text) => text.slice(0, 200).split('').join(' ')],
  ['base64', (text) => `Please read: ${Buffer.from(text.slice(0, 300)).toString('base64')} thanks`],
  ['homoglyph', (text) => text.replace(/a/g, '\u0430').replace(/o/g, '\u043e')],
  ['zw', (text) => text.replace(/e/g, 'e\u200b')],
];

// 1. Eval and text fixtures, whole.
const corpus = [];
for (const dir of ['fixtures/eval', 'fixtures/text']) {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const file = join(root, dir, name);
    const texts = name.endsWith('.jsonl')
      ? jsonlTexts(file)
      : name.endsWith('.txt')
        ? [readFileSync(file, 'utf8')]
        : [];
    snapAll(`${dir}/${name}`, texts);
    corpus.push(...texts);
  }
}
// 2. The rules' own examples.
for (const rule of RULES) {
  snapAll(`tps:${rule.id}`, rule.tps);
  snapAll(`fps:${rule.id}`, rule.fps);
}
// 3. The first rows of each shared dataset.
const datasets = resolve(root, '..', 'shared', 'datasets');
if (existsSync(datasets)) {
  for (const name of readdirSync(datasets).sort()) {
    if (!name.endsWith('.jsonl')) continue;
    const texts = jsonlTexts(join(datasets, name), perFile);
    snapAll(`datasets/${name}`, texts);
    corpus.push(...texts);
  }
}
// 4. Obfuscated twins of every 7th row, and the same rows without the model.
for (const [n, text] of corpus.entries()) {
  if (n % 7 !== 0) continue;
  for (const [name, twin] of TWINS) snap(`twin:${name}`, n, twin(text));
  snap('no-model', n, text, false);
}
// 5. Long texts stitched from consecutive rows (windowed scanning), some with obfuscated rows inside.
let at = 0;
for (const size of [2_500, 6_000, 20_000, 100_000]) {
  const count = size >= 100_000 ? 12 : 30;
  for (let k = 0; k < count; k++) {
    let text = '';
    while (text.length < size) {
      const row = corpus[at++ % corpus.length];
      const twin = TWINS[at % 13]?.[1];
      text += `${twin === undefined ? row : twin(row)}\n\n`;
    }
    snap(`long:${size}`, k, text.slice(0, size));
  }
}
process.stdout.write(`total ${rows} rows ${total.digest('hex')}\n`);
