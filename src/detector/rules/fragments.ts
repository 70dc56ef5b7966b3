/**
 * Regex fragments shared by several rule families. Patterns run over NORMALIZED text (see
 * normalize.ts): lower case, diacritics and homoglyphs folded, curly quotes made straight. Gaps are
 * bounded and stay inside one sentence so matching stays linear.
 */

/** Up to `n` filler words. */
export const words = (n: number): string => `(?:[\\w'-]+\\s+){0,${n}}?`;
/** Up to `n` characters inside the current sentence (dots inside URLs and single line breaks allowed). */
export const gap = (n: number): string =>
  `(?:[^.!?\\n]|[.!?](?=[\\w/])|\\n(?![ \\t]*(?:[-*#>\\n]|\\d+[.)])))`.concat(`{0,${n}}`);
/** Before the start of a clause, read backwards: text start, clause punctuation, or a lead-in. */
export const CLAUSE_BEFORE = String.raw`(?:^|[.!?:;,\n(\["'*>-]\s*|\b(?:please|now|then|and|also|immediately|first|next|just|you (?:must|should|need to|will|are to|have to)|i need you to|i want you to|make sure to|be sure to)\s+)(?:(?:immediately|silently|quietly|secretly|automatically)\s+)?`;
/**
 * Starts a match at one of `words` (an alternation) where it begins an imperative clause. The
 * look-ahead runs first, so the look-behind is only tried in front of those words.
 */
export const clauseAt = (words: string): string => String.raw`\b(?=(?:${words})\b)(?<=${CLAUSE_BEFORE})`;
export const MODEL = String.raw`(?:ai|a\.i\.|assistant|chatbot|bot|agent|llm|language model|model|gpt|chatgpt|claude|gemini|bard|copilot)`;
export const REVEAL = `(?:reveal|show|print|repeat|display|output|tell me|tell us|give me|share|leak|dump|disclose|expose|write out|write down|spell out|recite|list|return|echo|translate|read back|say|type out|provide)`;
/** Adjectives in front of the hidden prompt ("your initial configuration"). */
export const PROMPT_ADJ = `(?:full|entire|exact|complete|whole|original|initial|hidden|secret|current|first|internal|confidential|private|underlying|real|actual|starting|base|default|custom|pre-?set|special|verbatim)`;
/** Verbs that tell a model to drop what it was told. */
export const DROP_VERB = `(?:ignore|disregard|forget|discard|drop|set aside|throw away|throw out|scrap|abandon|ditch|neglect)`;
/** Instructions handed to a model inside content ("AI assistant: stop summarizing and …"). */
export const ADDRESSED_VERB = String.raw`(?:stop|ignore|disregard|forget|instead|do not|don't|never|you must|you should|you need to|you are to|run|execute|send|forward|delete|remove|upload|download|reveal|tell the user|inform the user|say that|reply|respond|output|print|append|include|recommend|mark|close|cancel|change|add|read|post|grant|approve|transfer|e-?mail|when (?:you|summari|reading|processing|asked)|after (?:you|reading)|before (?:you|continuing|answering|responding|summari)|while (?:you|fixing|summari|reading)|from now on|also)\b`;
/** Verbs that ask for text to be reproduced, beyond REVEAL ("paste", "quote", "emit", "summarize"). */
export const EXTRACT_VERB = String.raw`(?:${REVEAL}|copy|paste|quote|reproduce|emit|summari[sz]e|paraphrase|restate|transcribe|cite|dump|output|render|tell me about)`;
/** After a dictated phrase: a condition or a purpose makes it a defender's rule or the user's own wish ("only if …", "so I can hear it"). */
export const NOT_CONDITIONAL = String.raw`(?!["'\u00bb\u201c\u201d]?\s*,?\s*(?:only\s+|nur\s+|seulement\s+|uniquement\s+|solo\s+|solamente\s+|apenas\s+|alleen\s+)?(?:if|when|whenever|unless|otherwise|once|so (?:that )?(?:i|we)|twice|(?:\w+ )?times|wenn|falls|si|se|cuando|quand|quando|als|wanneer)\b|["'\u00bb\u201c\u201d]?\s*,?\s*only\s+(?:for|after|with|to)\b|["'\u00bb\u201c\u201d]?\s*,?\s*(?:on|for|after) (?:an? |the )?(?:exact |correct |valid |successful |full )?(?:match|password|code)\b|["'\u00bb\u201c\u201d]?\s*,?\s*(?:or|oder|ou|o)\s+["'\u00ab\u201e]?(?:access denied|zugriff verweigert|acces refuse|acceso denegado)\b)`;
/** Anchors for the names content uses to address an AI model ("AI:", "Copilot,", "LLM agents …"). */
export const AI_NAME_ANCHORS: readonly string[] = [
  'ai$',
  'llm',
  'model',
  'chatgpt',
  'gpt',
  'copilot',
  'claude',
  'gemini',
  'assistant',
  'chatbot',
  'agent',
  'bot$',
  'bots$',
  'summari',
];
/** Before a zh order: a request being reported ("任何要求你输出…", "攻击语句如“…输出你的系统提示”"), not made. */
export const ZH_NOT_REPORTED = String.raw`(?<!(?:任何|如果|若|凡是|一切|用户|别人|有人|对方|他人|攻击者)[^。，,"\n]{0,6}(?:要求|让|请求|叫|命令|诱导)你?|(?:是|如|说|要求|比如|例如|像|诸如|类似|内容是)"[^"\n]{0,30})`;
export const re = (source: string): RegExp => new RegExp(source, 'g');
/**
 * `source` (whose every alternative starts with a non-ASCII character) behind a one-character gate:
 * at ASCII positions the engine fails at once instead of trying each alternative. Same matches.
 */
export const nonAscii = (source: string): string => `(?=[^\\x00-\\x7f])(?:${source})`;
