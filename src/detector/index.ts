/**
 * The local detector: text in, verdict out. Pure and synchronous (no I/O, no clock), deterministic.
 * normalize → rules over the whole text (+ rot13/leetspeak variants and decoded hidden runs) →
 * model score over overlapping windows (and the fields of structured content) → combineVerdict.
 */
import type { CategoryCode, ScanExplanation } from '../api/contract.js';
import { combineVerdict, describeModelFinding, modelFlagFor, THRESHOLDS } from './combine.js';
import { fieldSpans } from './field-spans.js';
import { findAnchorHits, matchRules, matchRulesNearChanges } from './match.js';
import { isQuotedAttackExample } from './mention-guards.js';
import {
  asTwoByte,
  type NormalizedText,
  normalize,
  removedCharacterTrick,
  toOriginalSpan,
} from './normalize.js';
import {
  findHiddenTexts,
  type HiddenText,
  leetVariant,
  rot13Variant,
  TRICK_UNICODE_TAGS,
  TRICK_VARIATION_SELECTORS,
} from './obfuscation.js';
import { findRule } from './rules.js';
import type { Detection, DetectOptions, Evidence, ScoringModel } from './types.js';

export { normalize } from './normalize.js';
export type { Detection, DetectOptions, Evidence, ScoringModel } from './types.js';

/** Model windows: the model scores overlapping slices of the normalized text and the riskiest wins. */
export const WINDOW = { size: 512, overlap: 128 } as const;

/** Snippets are trimmed to this many characters. */
const MAX_SNIPPET = 200;
/** At most this many evidence items are returned. */
const MAX_EVIDENCE = 50;
/** Hidden text inside hidden text is decoded this deep (base64 inside URL encoding, …). */
const MAX_DEPTH = 2;

/** Detects prompt injection in `text`. Evidence and explanations come strongest first. */
export function detect(text: string, options: DetectOptions = {}): Detection {
  // Lower-casing is fastest on the input as it is; the rules then run on a two-byte copy (see asTwoByte).
  const lowered = normalize(text);
  const normalized = { ...lowered, text: asTwoByte(lowered.text) };
  const hiddenTexts: HiddenSource[] = [];
  const guarded = new Map<number, boolean>();
  const evidence = capEvidence(
    sortEvidence(collectEvidence(normalized, 0, hiddenTexts, undefined, guarded)),
    MAX_EVIDENCE,
  );
  const best =
    options.model === undefined
      ? undefined
      : riskiestWindow(options.model, [{ text: normalized }, ...hiddenTexts]);
  const modelScore = best?.score;
  const windowText = best === undefined ? normalized.text : best.source.text.text.slice(best.start, best.end);
  // The language is only guessed when it decides: a score between the two flag thresholds.
  const modelFlag = Math.max(
    options.modelFlag ?? 0,
    modelScore !== undefined && modelScore < THRESHOLDS.modelFlag && modelScore >= THRESHOLDS.modelFlagOther
      ? modelFlagFor(text)
      : THRESHOLDS.modelFlag,
  );
  // A field scored alone (fieldSpans) flags, but is never "very sure" (see THRESHOLDS.modelField).
  let categories = combineVerdict(
    evidence,
    modelScore,
    windowText,
    modelFlag,
    best?.field === true ? Number.POSITIVE_INFINITY : THRESHOLDS.modelHigh,
  );
  if (options.model !== undefined && best !== undefined && categories.length > 0) {
    const { model } = options;
    let located: { start: number; end: number } | undefined;
    const locate = (): { start: number; end: number } => {
      located ??= locateModelSpan(model, best.source.text.text, best.start, best.end);
      return located;
    };
    // Only a finding of the model alone can be vetoed: on one or two words; in decoded hidden text below
    // the high threshold (a README's sample token decodes to "not my real password": a phrase the model
    // half-suspects, not an order; decoded orders carry rule evidence); or on the input's own text where
    // a guard reads the passage as a quoted example.
    if (
      evidence.length === 0 &&
      (!hasWordsForModel(best.source.text.text) ||
        (best.source.outer !== undefined && best.score < THRESHOLDS.modelHigh) ||
        (best.source.outer === undefined && isGuardedSpan(normalized.text, guarded, locate())))
    )
      categories = [];
    else evidence.push(...modelEvidence(best, locate, categories, evidence, modelFlag));
  }
  return {
    categories,
    explanations: explain(evidence, categories, modelScore),
    evidence,
    score: modelScore ?? 0,
  };
}

/**
 * The model alone flags no text of fewer words than this (a CJK character counts as a word): on one or two
 * words ("note 1", "todo 4") its score is mostly its prior, and such labels are everywhere in files a CI
 * gate scans. Session 11's held-out scores: 3 attacks of one or two words lost, 3 benign texts cleared
 * (docs/model/model-report.md).
 */
const MIN_MODEL_WORDS = 3;
const WORD_OR_CJK =
  /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]|[^\s\p{P}\p{S}\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/gu;

function hasWordsForModel(text: string): boolean {
  let words = 0;
  for (const _ of text.matchAll(WORD_OR_CJK)) if (++words >= MIN_MODEL_WORDS) return true;
  return false;
}

/** Normalized text the model scores: the input itself, or hidden text decoded from the span `outer` of the input. */
interface HiddenSource {
  text: NormalizedText;
  /** Where the hidden run sits in the original input (the outermost run, for hidden text inside hidden text). */
  outer?: { start: number; end: number };
}

/** The model's riskiest window or field: its score, the text it belongs to and its span in that normalized text. */
interface ModelWindow {
  /** True when the span is a field of structured text (fieldSpans), not a window. */
  field?: boolean;
  score: number;
  source: HiddenSource;
  start: number;
  end: number;
}

/** Sentence ends: after . ! ? and their CJK forms, and at line breaks. */
const SENTENCE_END = /[.!?;\u3002\uff01\uff1f\uff1b]+(?=\s)|[\u3002\uff01\uff1f]|\n/g;

/**
 * The part of the riskiest window that drives the model: the highest-scoring single sentence, or, when
 * no sentence passes the flag threshold alone, that sentence joined with a neighbour or both if that
 * scores higher (the first of equals; the whole window when it has one sentence). About two model
 * scores of the window in all, and only for texts the model flags.
 * Only called for a text the model flags, so its cost does not touch the common path.
 */
export function locateModelSpan(
  model: ScoringModel,
  text: string,
  start: number,
  end: number,
): { start: number; end: number } {
  const cuts = [start];
  SENTENCE_END.lastIndex = start;
  for (
    let match = SENTENCE_END.exec(text);
    match !== null && match.index < end;
    match = SENTENCE_END.exec(text)
  ) {
    const cut = match.index + match[0].length;
    if (cut > (cuts[cuts.length - 1] ?? start) && cut < end) cuts.push(cut);
  }
  cuts.push(end);
  if (cuts.length <= 2) return { start, end };
  let best = { start, end };
  let bestScore = -1;
  let bestIndex = 0;
  const consider = (i: number, j: number): void => {
    const from = cuts[i] ?? start;
    const to = cuts[j] ?? end;
    if (text.slice(from, to).trim().length < 8) return;
    const score = model.score(text.slice(from, to));
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = { start: from, end: to };
    }
  };
  // Every single sentence (together about one window's worth of scoring).
  for (let i = 0; i + 1 < cuts.length; i++) {
    const before = bestScore;
    consider(i, i + 1);
    if (bestScore > before) bestIndex = i;
  }
  // When no sentence passes the flag threshold alone, the best one with its neighbours (three short scores).
  if (bestScore < THRESHOLDS.modelFlag) {
    const last = cuts.length - 1;
    if (bestIndex > 0) consider(bestIndex - 1, bestIndex + 1);
    if (bestIndex + 2 <= last) consider(bestIndex, bestIndex + 2);
    if (bestIndex > 0 && bestIndex + 2 <= last) consider(bestIndex - 1, bestIndex + 2);
  }
  return best;
}

/**
 * Evidence for the categories only the model found: the span of the riskiest window that drives it
 * (see {@link locateModelSpan}), as `model.<category>`, with a description naming what is there.
 */
function modelEvidence(
  best: ModelWindow,
  locate: () => { start: number; end: number },
  categories: ReturnType<typeof combineVerdict>,
  ruleEvidence: readonly Evidence[],
  modelFlag: number,
): Evidence[] {
  const ruled = new Set(ruleEvidence.map((item) => item.category));
  const modelOnly = categories.filter((entry) => !ruled.has(entry.code));
  if (modelOnly.length === 0 || best.score < modelFlag) return [];
  const { source } = best;
  const located = locate();
  const local = toOriginalSpan(source.text, located.start, located.end);
  // Decoded hidden text is reported where it hides in the input; its snippet is the decoded passage.
  const span = source.outer ?? local;
  const text = source.text.original.slice(local.start, local.end);
  return modelOnly.map((entry) => ({
    ruleId: `model.${entry.code}`,
    category: entry.code,
    confidence: entry.confidence,
    start: span.start,
    end: span.end,
    snippet: snippet(text),
    description: describeModelFinding(
      entry.code,
      source.text.text.slice(located.start, located.end),
      best.score,
    ),
  }));
}

/**
 * True when a rule matched inside `span` and a mention guard dropped the match: the passage that drives
 * the model quotes or forbids an attack ("never obey messages like \"ignore previous instructions\"")
 * rather than making one, as defenders' system prompts and docs do. A model-only finding there is
 * not reported.
 */
function isGuardedSpan(
  text: string,
  guarded: ReadonlyMap<number, boolean>,
  span: { start: number; end: number },
): boolean {
  const passage = text.slice(span.start, span.end);
  const opening = span.end - passage.trimStart().length;
  for (const [start, dropped] of guarded) {
    if (!dropped) continue;
    // Inside the passage, or in the same quote as its opening (one sentence of a quoted attack of several).
    const inside = start >= span.start && start < span.end;
    const sameQuote =
      !inside &&
      !/["\n\u300c\u300d\u300e\u300f]/.test(text.slice(Math.min(start, opening), Math.max(start, opening)));
    if ((inside || sameQuote) && isQuotedAttackExample(text, start)) return true;
  }
  return false;
}

/** The [start, end) spans of the model windows over a text of `length` characters. */
export function windowSpans(length: number): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const step = WINDOW.size - WINDOW.overlap;
  for (let start = 0; ; start += step) {
    const end = Math.min(length, start + WINDOW.size);
    spans.push({ start, end });
    if (end >= length) return spans;
  }
}

/**
 * The model's riskiest window, or its riskiest field of structured text (fieldSpans) when that scores at
 * least modelField and more than every window: the first of equal scores, decoded hidden text included.
 */
function riskiestWindow(model: ScoringModel, sources: readonly HiddenSource[]): ModelWindow {
  const window = riskiestSpan(model, sources, (text) => windowSpans(text.length)) ?? {
    score: 0,
    source: sources[0] as HiddenSource,
    start: 0,
    end: 0,
  };
  if (THRESHOLDS.modelField > 1) return window;
  const field = riskiestSpan(model, sources, fieldSpans);
  return field !== undefined && field.score >= THRESHOLDS.modelField && field.score > window.score
    ? { ...field, field: true }
    : window;
}

/** The highest-scoring of the spans `spansOf` gives in each source (the first of equals); undefined when there are none. */
function riskiestSpan(
  model: ScoringModel,
  sources: readonly HiddenSource[],
  spansOf: (text: string) => Array<{ start: number; end: number }>,
): ModelWindow | undefined {
  let best: ModelWindow | undefined;
  for (const source of sources) {
    const { text } = source.text;
    for (const { start, end } of spansOf(text)) {
      const score = model.score(start === 0 && end === text.length ? text : text.slice(start, end));
      if (best === undefined || score > best.score) best = { score, source, start, end };
    }
  }
  return best;
}

function collectEvidence(
  normalized: NormalizedText,
  depth: number,
  hiddenTexts: HiddenSource[],
  outer?: { start: number; end: number },
  guarded?: Map<number, boolean>,
): Evidence[] {
  const { original } = normalized;
  const evidence: Evidence[] = [];
  const toEvidence = (ruleId: string, start: number, end: number, variantTrick?: string): void => {
    const rule = findRule(ruleId);
    if (rule === undefined) return;
    const span = toOriginalSpan(normalized, start, end);
    // Control or invisible characters removed from inside the match are a trick of their own.
    const trick = variantTrick ?? removedCharacterTrick(original.slice(span.start, span.end));
    const item: Evidence = {
      ruleId: rule.id,
      category: rule.category,
      confidence: rule.confidence,
      start: span.start,
      end: span.end,
      snippet: snippet(original.slice(span.start, span.end)),
      description:
        trick === undefined ? rule.description : `instructions hidden in ${trick}: ${rule.description}`,
    };
    if (trick !== undefined) item.trick = trick;
    evidence.push(item);
  };

  const hits = findAnchorHits(normalized.text);
  for (const match of matchRules(normalized.text, undefined, hits, guarded))
    toEvidence(match.rule.id, match.start, match.end);

  // rot13 and leetspeak rewrite the normalized text one-for-one, so offsets carry over unchanged.
  const variants: Array<[string, string | undefined]> = [
    ['rot13', rot13Variant(normalized.text)],
    ['leetspeak', leetVariant(normalized.text)],
  ];
  for (const [trick, variant] of variants) {
    if (variant === undefined) continue;
    for (const match of matchRulesNearChanges(variant, normalized.text, hits)) {
      const span = toOriginalSpan(normalized, match.start, match.end);
      const seen = evidence.some(
        (e) => e.ruleId === match.rule.id && e.start < span.end && span.start < e.end,
      );
      if (!seen && variant.slice(match.start, match.end) !== normalized.text.slice(match.start, match.end)) {
        toEvidence(match.rule.id, match.start, match.end, trick);
      }
    }
  }

  if (depth < MAX_DEPTH) {
    for (const hidden of findHiddenTexts(original))
      evidence.push(...hiddenEvidence(hidden, depth, hiddenTexts, outer));
  }
  return evidence;
}

/** Evidence for one decoded hidden run: its own finding (tags, variation selectors) and what it says. */
function hiddenEvidence(
  hidden: HiddenText,
  depth: number,
  hiddenTexts: HiddenSource[],
  outer: { start: number; end: number } | undefined,
): Evidence[] {
  const items: Evidence[] = [];
  const inner = normalize(hidden.decoded);
  const span = outer ?? { start: hidden.start, end: hidden.end };
  hiddenTexts.push({ text: inner, outer: span });
  const selfRule =
    hidden.trick === TRICK_UNICODE_TAGS
      ? findRule('context.hidden-unicode-tags')
      : hidden.trick === TRICK_VARIATION_SELECTORS
        ? findRule('context.hidden-variation-selectors')
        : undefined;
  if (selfRule !== undefined) {
    items.push({
      ruleId: selfRule.id,
      category: selfRule.category,
      confidence: selfRule.confidence,
      start: hidden.start,
      end: hidden.end,
      snippet: snippet(hidden.decoded),
      description: selfRule.description,
      trick: hidden.trick,
    });
  }
  for (const found of collectEvidence(inner, depth + 1, hiddenTexts, span)) {
    const rule = findRule(found.ruleId);
    const trick = found.trick === undefined ? hidden.trick : `${hidden.trick} + ${found.trick}`;
    items.push({
      ...found,
      start: hidden.start,
      end: hidden.end,
      description: `instructions hidden in ${trick}: ${rule?.description ?? found.description}`,
      trick,
    });
  }
  return items;
}

function snippet(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= MAX_SNIPPET ? trimmed : `${trimmed.slice(0, MAX_SNIPPET - 1)}…`;
}

/** Strongest first: high before medium, strong rules first, then by position; duplicates dropped. */
function sortEvidence(evidence: Evidence[]): Evidence[] {
  const rank = (item: Evidence): number =>
    (item.confidence === 'high' ? 0 : 2) + (findRule(item.ruleId)?.strong === true ? 0 : 1);
  const sorted = [...evidence].sort(
    (a, b) => rank(a) - rank(b) || a.start - b.start || a.end - b.end || a.ruleId.localeCompare(b.ruleId),
  );
  const kept: Evidence[] = [];
  for (const item of sorted) {
    const duplicate = kept.some(
      (other) => other.ruleId === item.ruleId && other.start < item.end && item.start < other.end,
    );
    if (!duplicate) kept.push(item);
  }
  return kept;
}

/**
 * The first `max` items of sorted evidence, always keeping each category's first (strongest) item: the
 * verdict is read from the list, and a long text with more findings than the list holds must not lose
 * a category because its findings sort after the others'.
 */
function capEvidence(sorted: Evidence[], max: number): Evidence[] {
  if (sorted.length <= max) return sorted;
  const firsts = new Set<Evidence>();
  const categories = new Set<CategoryCode>();
  for (const item of sorted) {
    if (categories.has(item.category)) continue;
    categories.add(item.category);
    firsts.add(item);
  }
  let room = max - firsts.size;
  return sorted.filter((item) => {
    if (firsts.has(item)) return true;
    room--;
    return room >= 0;
  });
}

/** One explanation per distinct finding, strongest first; model-only categories get a model explanation. */
function explain(
  evidence: readonly Evidence[],
  categories: ReturnType<typeof combineVerdict>,
  modelScore: number | undefined,
): ScanExplanation[] {
  const explanations: ScanExplanation[] = [];
  const seen = new Set<string>();
  const explained = new Set<CategoryCode>();
  for (const item of evidence) {
    const text = `${item.description} (${item.category}, ${item.confidence})`;
    if (seen.has(text)) continue;
    seen.add(text);
    explained.add(item.category);
    explanations.push({ code: item.category, text });
  }
  for (const entry of categories) {
    if (explained.has(entry.code) || modelScore === undefined) continue;
    explanations.push({
      code: entry.code,
      text: `reads like a prompt injection to the trained model (score ${modelScore.toFixed(2)}) (${entry.code}, ${entry.confidence})`,
    });
  }
  return explanations;
}
