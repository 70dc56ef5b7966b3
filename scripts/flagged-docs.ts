/**
 * Lists the benign texts the rules flag, with the ids and snippets of the rules that fired: the
 * Markdown docs of node_modules, optionally this machine's man pages, /usr/share/doc and Python
 * METADATA (`--system`; slow the first time, then cached), and the label-0 rows of JSONL files
 * (`--jsonl FILE`, repeatable). Rules only, the model is not loaded: a rule's false positive cannot be
 * trained away. A development tool; it prints to stdout.
 *
 *   npm run build && node dist/scripts/flagged-docs.js [--system] [--jsonl FILE]…
 */
import { readFileSync } from 'node:fs';
import { applyScanOptions, createScanOptions } from '../src/api/contract.js';
import { detect } from '../src/detector/index.js';
import { parseEvalJsonl } from '../src/eval/dataset.js';
import { loadPackageDocs, loadSystemDocs } from './docs-corpus.js';

/** One benign text to check, named for the report. */
interface NamedText {
  name: string;
  text: string;
}

/** The texts the arguments ask for: package docs always, system docs and JSONL rows on request. */
function loadTexts(argv: readonly string[], root: string): NamedText[] {
  const texts: NamedText[] = loadPackageDocs(root).map((doc) => ({ name: doc.path, text: doc.text }));
  if (argv.includes('--system'))
    texts.push(...loadSystemDocs(root, new Set()).map((doc) => ({ name: doc.path, text: doc.text })));
  argv.forEach((arg, index) => {
    const file = argv[index + 1];
    if (arg !== '--jsonl' || file === undefined) return;
    parseEvalJsonl(readFileSync(file, 'utf8'), file).forEach((row, line) => {
      if (row.label === 0) texts.push({ name: `${file}:${line + 1}`, text: row.text });
    });
  });
  return texts;
}

const texts = loadTexts(process.argv.slice(2), process.cwd());
const options = createScanOptions({});
let flagged = 0;
for (const { name, text } of texts) {
  const detection = detect(text);
  if (applyScanOptions(detection.categories, options).length === 0) continue;
  flagged += 1;
  process.stdout.write(`${name}\n`);
  for (const evidence of detection.evidence)
    process.stdout.write(
      `  ${evidence.ruleId} [${evidence.confidence}] ${JSON.stringify(evidence.snippet)}\n`,
    );
}
process.stdout.write(`flagged by rules: ${flagged} of ${texts.length}\n`);
