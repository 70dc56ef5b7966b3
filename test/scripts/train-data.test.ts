import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCS_FOLDS, docsFold, loadSystemDocs } from '../../scripts/docs-corpus.js';
import {
  cutDocument,
  isHandwritten,
  loadDocsRows,
  loadHandwrittenRows,
  RETIRED_EVAL_SETS,
} from '../../scripts/train-data.js';
import { generateAgentToolRows } from '../../scripts/train-synthetic-agent.js';
import { generateDefenderPromptRows } from '../../scripts/train-synthetic-defender.js';
import { generateMultilingualRows } from '../../scripts/train-synthetic-multilingual.js';
import { generateToolOutputRows } from '../../scripts/train-synthetic-tools.js';
import { detect } from '../../src/detector/index.js';
import { createTempDir } from '../helpers/temp-dir.js';

const root = resolve(import.meta.dirname, '..', '..');
const evalDir = join(root, 'fixtures', 'eval');
const textsOf = (file: string): string[] =>
  readFileSync(join(evalDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);

describe('loadHandwrittenRows', () => {
  const rows = loadHandwrittenRows(root);

  it('reads every data/handwritten file as its own source and the retired dev sets as one', () => {
    const handwrittenFiles = readdirSync(join(root, 'data', 'handwritten')).filter((name) =>
      name.endsWith('.jsonl'),
    );
    const sources = new Set(rows.map((row) => row.file));
    expect(sources).toEqual(
      new Set([
        ...handwrittenFiles.map((name) => `handwritten/${name.replace(/\.jsonl$/, '')}`),
        'retired-dev',
      ]),
    );
    expect(rows.every(isHandwritten)).toBe(true);
    expect(rows.every((row) => row.label === 0 || row.label === 1)).toBe(true);
  });

  it('never trains on a development set that is still held out', () => {
    const held = readdirSync(evalDir).filter(
      (name) => name.endsWith('.jsonl') && !(RETIRED_EVAL_SETS as readonly string[]).includes(name),
    );
    expect(held.length).toBeGreaterThan(0);
    const trained = new Set(rows.map((row) => row.text));
    for (const file of held) {
      const leaked = textsOf(file).filter((text) => trained.has(text));
      expect({ file, leaked }).toEqual({ file, leaked: [] });
    }
  });
});

describe('loadDocsRows (node_modules package docs)', () => {
  const rows = loadDocsRows(root);

  it('reads installed package Markdown as benign pieces, one source per package fold', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((row) => row.label === 0 && row.doc?.startsWith('node_modules/'))).toBe(true);
    expect(new Set(rows.map((row) => row.file))).toEqual(
      new Set(Array.from({ length: DOCS_FOLDS }, (_, k) => `node-modules-docs/${k}`)),
    );
  });

  it('keeps every document of a package in one fold, so validation holds out whole packages', () => {
    const foldOf = new Map<string, string>();
    for (const row of rows) {
      const pkg =
        (row.doc ?? '')
          .split('/node_modules/')
          .pop()
          ?.replace(/^node_modules\//, '') ?? '';
      const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : (pkg.split('/')[0] ?? '');
      expect(docsFold(name)).toBe(Number(row.file.split('/')[1]));
      if (!foldOf.has(name)) foldOf.set(name, row.file);
      expect(foldOf.get(name)).toBe(row.file);
    }
  });
});

describe('loadSystemDocs (man pages, /usr/share/doc, Python METADATA)', () => {
  /** A small tree in the shape of a Debian system: one man page, one package's docs, one Python package. */
  function systemTree(): { root: string; roots: { man: string; doc: string; python: string[] } } {
    const base = createTempDir('pi-scan-sysdocs-');
    const man = join(base, 'man');
    mkdirSync(join(man, 'man1'), { recursive: true });
    writeFileSync(
      join(man, 'man1', 'frobnicate.1.gz'),
      gzipSync(
        `.TH FROBNICATE 1\n.SH NAME\nfrobnicate \\- adjust widgets\n.SH DESCRIPTION\nYou must run frobnicate as root. ${'Do not interrupt it while it rewrites the widget table. '.repeat(6)}\n`,
      ),
    );
    const doc = join(base, 'doc');
    mkdirSync(join(doc, 'widgets'), { recursive: true });
    writeFileSync(
      join(doc, 'widgets', 'README.gz'),
      gzipSync(`Widgets\n\n${'Install the widgets and restart. '.repeat(10)}`),
    );
    writeFileSync(join(doc, 'widgets', 'copyright'), 'not prose '.repeat(40));
    const python = join(base, 'lib', 'python3', 'site-packages', 'gizmo-1.0.dist-info');
    mkdirSync(python, { recursive: true });
    writeFileSync(join(python, 'METADATA'), `Name: gizmo\n\n${'Gizmo parses things for you. '.repeat(10)}`);
    return { root: base, roots: { man, doc, python: [join(base, 'lib')] } };
  }

  it('renders man pages with man(1), gunzips docs, reads METADATA, and skips what is not prose', () => {
    const { root, roots } = systemTree();
    const docs = loadSystemDocs(root, new Set(), roots);
    expect(docs.map((doc) => [doc.pkg, doc.path.replace(root, '')])).toEqual([
      ['frobnicate', 'man:frobnicate'],
      ['widgets', '/doc/widgets/README.gz'],
      ['gizmo', '/lib/python3/site-packages/gizmo-1.0.dist-info/METADATA'],
    ]);
    expect(docs[0]?.text.replace(/\s+/g, ' ')).toContain('You must run frobnicate as root.');
    expect(docs[0]?.text).not.toContain('.SH');
    expect(docs[1]?.text).toContain('Install the widgets');
    expect(docs.every((doc) => doc.fold === docsFold(doc.pkg))).toBe(true);
  });

  it('leaves out the documents an evaluation set names, man pages by `man:<name>`', () => {
    const { root, roots } = systemTree();
    const exclude = new Set(['man:frobnicate', join(roots.doc, 'widgets', 'README.gz')]);
    expect(loadSystemDocs(root, exclude, roots).map((doc) => doc.pkg)).toEqual(['gizmo']);
  });
});

describe('cutDocument', () => {
  it.each([
    ['a short text', 'one paragraph', ['one paragraph']],
    ['paragraphs that fit together', 'a\n\nb\n\nc', ['a\n\nb\n\nc']],
    [
      'paragraphs that do not fit',
      `${'x'.repeat(2000)}\n\n${'y'.repeat(2000)}`,
      ['x'.repeat(2000), 'y'.repeat(2000)],
    ],
    ['one paragraph longer than a piece stays whole', 'z'.repeat(5000), ['z'.repeat(5000)]],
  ])('cuts %s at blank lines', (_, text, pieces) => {
    expect(cutDocument(text)).toEqual(pieces);
  });
});

describe('generated rows', () => {
  it.each([
    ['agent tool outputs', generateAgentToolRows],
    ['composed tool outputs', generateToolOutputRows],
    ['multilingual hijacks', generateMultilingualRows],
  ] as const)('%s are deterministic, have both labels and never repeat a held-out text', (_, generate) => {
    const rows = generate();
    expect(generate()).toEqual(rows);
    expect(rows.some((row) => row.label === 1)).toBe(true);
    expect(rows.some((row) => row.label === 0)).toBe(true);
    const held = readdirSync(evalDir)
      .filter((name) => name.endsWith('.jsonl') && !(RETIRED_EVAL_SETS as readonly string[]).includes(name))
      .flatMap(textsOf);
    const texts = new Set(rows.map((row) => row.text));
    expect(held.filter((text) => texts.has(text))).toEqual([]);
  });

  it('defender prompts are deterministic, benign, never a held-out text, and the rules leave them safe', () => {
    const rows = generateDefenderPromptRows();
    expect(generateDefenderPromptRows()).toEqual(rows);
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(rows.every((row) => row.label === 0)).toBe(true);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['defender_prompt', 'persona_prompt']));
    const held = new Set(
      readdirSync(evalDir)
        .filter((name) => name.endsWith('.jsonl'))
        .flatMap(textsOf),
    );
    expect(rows.filter((row) => held.has(row.text))).toEqual([]);
    // They quote attacks inside prohibitions: the negation and mention guards must keep them safe.
    const flagged = rows.filter((row) => detect(row.text).categories.length > 0);
    expect(flagged.length).toBeLessThanOrEqual(rows.length / 100);
  }, 60_000);

  it('multilingual rows cover the eight languages with attacks and benign twins', () => {
    const kinds = new Set(generateMultilingualRows().map((row) => `${row.kind}:${row.label}`));
    for (const language of ['de', 'es', 'fr', 'ar', 'hi', 'ja', 'ru', 'zh']) {
      expect(kinds.has(`multilingual_${language}:1`)).toBe(true);
      expect(kinds.has(`multilingual_${language}:0`)).toBe(true);
    }
  });
});
