/**
 * A rough language guess from script and function words: good enough to break recall down by language
 * in training reports, and to pick the model threshold for English or other text (THRESHOLDS in
 * combine.ts). Training and detection call the same function, so the threshold chosen on held-out rows
 * applies to the same texts at run time.
 */
const LATIN_MARKERS: readonly (readonly [string, RegExp])[] = [
  ['vi', /[ăâđêôơư]|\b(của|những|không|bạn|là)\b/g],
  ['de', /\b(der|die|und|nicht|deine?|sie|ist|ich|mir|vorherigen?)\b|ß/g],
  ['fr', /\b(les|des|est|vous|ton|tes|ta|pas|une|précédentes)\b|[èêç]/g],
  ['es', /\b(las|los|el|es|tu|tus|una|por|qué|puedes)\b|[ñ¿¡]/g],
  ['pt', /\b(as|os|você|seu|sua|não|uma|é|ção)\b|[ãõ]|ção/g],
  ['it', /\b(il|le|di|che|della|tuo|tua|sei|è|istruzioni)\b/g],
  ['id', /\b(yang|dan|anda|tidak|ini|sebelumnya|kamu|saya)\b/g],
  ['tl', /\b(ang|ng|mga|sa|mo|ako|ko|iyong)\b/g],
  ['tr', /[ğış]|\b(ve|bir|bu|için|önceki)\b/g],
  ['sw', /\b(na|ya|kwa|wa|yako|maagizo)\b/g],
  ['nl', /\b(de|het|een|je|jouw|niet|vorige)\b/g],
  ['pl', /[łąęśźż]|\b(nie|jest|twoje?)\b/g],
];

/** Scripts other than Latin, in the order their languages are tested; kana before ideographs (Japanese). */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['ja', /[\u3040-\u30ff]/g],
  ['ko', /[\uac00-\ud7af]/g],
  ['zh', /[\u4e00-\u9fff]/g],
  ['ru', /[\u0400-\u04ff]/g],
  ['ar', /[\u0600-\u06ff]/g],
  ['bn', /[\u0980-\u09ff]/g],
  ['hi', /[\u0900-\u097f]/g],
  ['th', /[\u0e00-\u0e7f]/g],
  ['he', /[\u0590-\u05ff]/g],
  ['el', /[\u0370-\u03ff]/g],
];

/** Only the start of a long text is read: its language rarely changes further on, and the cost stays bounded. */
const SAMPLE_CHARS = 4000;

/**
 * The guessed language of `text` (ISO 639-1, `en` when nothing else is evident). A non-Latin script
 * decides when it makes up at least a fifth as many characters as the ASCII letters (so one quoted
 * word of Chinese in an English README stays English); otherwise function words of Latin-script
 * languages are counted against English ones.
 */
export function guessLanguage(fullText: string): string {
  const text = fullText.length > SAMPLE_CHARS ? fullText.slice(0, SAMPLE_CHARS) : fullText;
  const asciiLetters = text.match(/[a-z]/gi)?.length ?? 0;
  for (const [language, pattern] of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > 0 && count * 5 >= asciiLetters) return language;
  }
  const lower = text.toLowerCase();
  let best = 'en';
  let bestHits = 0;
  for (const [language, pattern] of LATIN_MARKERS) {
    const hits = lower.match(pattern)?.length ?? 0;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  const english = lower.match(/\b(the|and|you|your|is|are|to|of|what|previous|instructions)\b/g)?.length ?? 0;
  return english >= bestHits ? 'en' : best;
}
