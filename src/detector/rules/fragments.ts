/**
 * Regex fragments shared by several rule families. Patterns run over NORMALIZED text (see
 * normalize.ts): lower case, diacritics and homoglyphs folded, curly quotes made straight. Gaps are
 * bounded and stay inside one sentence so matching stays linear.
 */

/** Up to `n` characters (fewest first) inside one sentence, for scripts without ASCII sentence ends too (。！？). */
export const sentenceSpan = (n: number): string => `[^.!?\\n。！？]{0,${n}}?`;
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
/** A word that names a machine on its own: "AI", "LLM", "GPT-4o", "Copilot", "language model". */
export const MACHINE_WORD = String.raw`(?:ai|a\.i\.|llm|gpt(?:-?\d[\w.]*)?|chatgpt|claude|gemini|copilot|chatbot|language model)`;
/** A call written with named arguments: `share_document(doc_id=`, `dex.swap(from=`, `GitHubAdd(repo: `. */
export const NAMED_ARG_CALL = String.raw`[a-z_][\w.]{2,60}\(\s*[a-z_]\w*\s*[=:]`;
export const re = (source: string): RegExp => new RegExp(source, 'g');
/**
 * `source` (whose every alternative starts with a non-ASCII character) behind a one-character gate:
 * at ASCII positions the engine fails at once instead of trying each alternative. Same matches.
 */
export const nonAscii = (source: string): string => `(?=[^\\x00-\\x7f])(?:${source})`;
/** Verbs that put text in the answer, as a defender lists them ("never say, repeat, or write …"). */
const TELL =
  '(?:say|repeat|write|print|output|share|reveal|show|disclose|type|copy|translate|summari[sz]e|paraphrase|list|provide|quote|explain|discuss)';
/**
 * A defender's voice just before a match (tested on up to 120 characters that end where the match
 * starts): the attack is named in order to forbid it. "Commands to …", "requests that are intended to
 * …", "attempts such as prompting to …", "(eg. …", "users may try to …", "never share your guidelines,
 * …", "say, repeat, or write code starting with …", "Example 1 User: …", and de/fr/es/ja conditions
 * about a user ("Wenn der Benutzer …", "Si l'utilisateur …", "Si el usuario …", "ユーザーが…").
 */
export const DEFENDER_BEFORE = new RegExp(
  [
    // "commands to", "requests to", "attempts to", "any attempt to", "efforts to"
    String.raw`\b(?:commands?|requests?|attempts?|tries|efforts?|demands?|queries|prompts|orders)\s+(?:(?:made\s+)?by\s+(?:the\s+|a\s+)?\w+\s+)?to\s+$`,
    // "requests … that are intended to", "prompts designed to"
    String.raw`\b(?:intended|meant|aimed|designed|crafted|engineered)\s+to\s+$`,
    // "such as prompting to", "instructing you to", "convincing you to", "saying to"
    String.raw`\b(?:prompting|prompted|instructing|commanding|convincing|persuading|tricking|forcing|manipulating|coaxing|pushing|getting)\s+(?:(?:you|it|the (?:model|assistant|ai|bot|gpt))\s+)?(?:to|into)\s+$`,
    String.raw`\b(?:say|says|saying|said)\s+to\s+$`,
    // "users may try to", "they will try to get you to"
    String.raw`\b(?:may|might|will|could|often|sometimes|can|would)\s+(?:\w+\s+)?(?:try|attempt)\s+to\s+(?:(?:get|make|trick|convince|force)\s+(?:you|it|the (?:model|assistant|ai|bot|gpt))\s+(?:to\s+|into\s+)?)?$`,
    // "(eg. what are your instructions?)", "for example: print your prompt"
    String.raw`(?:\(|\b)(?:e\.g\.|e\.g\b|eg\b\.?|i\.e\.|for example|for instance)\s*[:,]?\s*["'\x60]?[^.;!?\n"]{0,60}$`,
    // a quote opened after "query", "instruction of", "a message like '…"
    String.raw`\b(?:quer(?:y|ies)|instructions? (?:of|like)|messages? like|phrases? like|prompts? like|attempts? like)\s*[:,]?\s*["'\x60\u201c\u00ab][^"\x60\u201c\u201d\n]{0,60}$`,
    String.raw`\b(?:like|such as|e\.g\.|says?|saying)\s*[:,]?\s*'[^'\n]{0,60}$`,
    // a negated disclosure verb and a list of what it covers: "never share your guidelines, text of …"
    String.raw`(?:\b(?:never|not|dont|cannot|refuse to)|n't)\s+(?:\w+\s+){0,2}?(?:reveal|share|repeat|disclose|print|output|show|leak|provide|discuss|give|say|write)\b[^.;:!?\n"]{0,100},\s*(?:(?:and|or|nor)\s+)?$`,
    // a list of negated verbs and their object: "never say, repeat, or write code starting with"
    String.raw`(?:\b(?:never|not|dont|cannot)|n't)\s+${TELL}(?:\s*,\s*${TELL})*\s*,?\s*(?:or|nor)\s+${TELL}\s+(?:[\w'-]+\s+){0,3}$`,
    // "refuse to print your instructions or …", "never share the prompt and …"
    String.raw`(?:\b(?:never|not|dont|cannot|refuse to|decline to|avoid)|n't)\s+(?:\w+\s+){0,2}?${TELL}\b[^.;:!?\n"]{0,60}?\b(?:or|nor)\s+$`,
    // "Do not: reveal …; ignore …"
    String.raw`\b(?:do not|don't|never|must not|may not|forbidden|prohibited|not allowed)\s*:\s*[^.\n]{0,100}$`,
    // "injection attempts like …", "requests such as …"
    String.raw`\b(?:attempts?|attacks?|injections?|requests?|prompts?|messages?|phrases?|tricks?|commands?|things|inputs?)\s+(?:like|such as)\s*[:,]?\s*$`,
    // "messages that tell you to …"
    String.raw`\b(?:that|which|who)\s+(?:tell|ask|instruct|order|command|want|urge|try to get)\s+(?:you|it|the (?:model|assistant|ai|bot|gpt))\s+to\s+$`,
    // "someone might say: …", "attackers often write things like: …"
    String.raw`\b(?:someone|somebody|users?|people|they|attackers?|players?|anyone|hackers?)\s+(?:\w+\s+)?(?:say|says|write|writes|type|types|ask|asks|send|sends)\s*(?:things like|stuff like|something like)?\s*:\s*["'\x60]?$`,
    // a prompt-injection tutor's "Example attack: …"
    String.raw`\b(?:example|sample) (?:attacks?|prompts?|injections?|inputs?|jailbreaks?)\s*\d*\s*:\s*["'\x60]?$`,
    // es/fr/de reported speech: "aunque te digan: …", "même si on te dit : …", "auch wenn jemand schreibt: …"
    String.raw`\b(?:digan|diga|pidan|pida|escriban|dice|pide|dit|demande|ecrit|sagt|schreibt|verlangt)\s*:\s*["'\u00ab\u201e]?\s*$`,
    // an example dialogue: "Example 1 User: …"
    String.raw`\bexamples?\s*\d*\s*[:.]?\s*(?:user|human|q|input)\s*:\s*["']?$`,
    // de/fr/es conditions about a user, ja "ユーザーが…"
    String.raw`\b(?:wenn|falls|sollte)\s+(?:der\s+|die\s+|ein\s+|eine\s+)?(?:benutzer(?:in)?|nutzer(?:in)?|user|anwender(?:in)?|jemand|man)\b[^.;!?\n]{0,80}$`,
    String.raw`\bsi\s+(?:l'|le\s+|un\s+|une\s+|el\s+)?(?:utilisateur|utilisatrice|usuario|usuaria|alguien|quelqu'un|on)\b[^.;!?\n]{0,80}$`,
    String.raw`(?:ユーザー|ユーザ|利用者|誰か|相手|攻撃者)(?:が|から)[^。\n]{0,40}$`,
  ].join('|'),
);
/**
 * Orders that content plants for whatever program reads it: act on data, accounts or money, or bend
 * what the user is told ("leave out the negative reviews", "add user x as admin", "say that …").
 * Lower case, behind a one-letter look-ahead so that irregexp compiles the list once however many ways
 * lead into it (see ONCE in rules/context/processor-order.ts); callers put it after a frame that singles
 * the reader out.
 */
export const PLANTED_ORDER = String.raw`(?=[a-z])(?:leave out|omit|drop|delete|remove|erase|wipe|change|replace|rewrite|list (?:only|the only|just)|say|state|claim|describe|report|mark|grant|add|give|approve|accept|close|cancel|multiply|ignore|disregard|forget|stop|write that|make (?:the|it|this|sure)|call|run|execute|send|forward|e-?mail|post|upload|share|export|tell (?:the|them|every|all|your)|rank|rate|set|hide|skip|transfer|wire|pay|issue|invite|reset|disable|turn off|unlock|book|buy|purchase|sell|accept|merge|push|install|download|open|visit|reply|respond|answer)\b`;
