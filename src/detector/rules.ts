/**
 * The detection rules, as data. Each rule is an ordered entry with a stable dotted id, a category, a
 * confidence, a plain-language description and one or more patterns. Patterns run over NORMALIZED
 * text (see normalize.ts): lower case, diacritics and homoglyphs folded, curly quotes made straight.
 *
 * Precision matters as much as recall: patterns look for the imperative structure of a hijack
 * ("ignore your previous instructions and …"), never for a keyword alone, so that text which merely
 * mentions instructions, passwords, system prompts or deleting stays safe.
 */
import type { CategoryCode, Confidence } from '../api/contract.js';

/** One detection rule. */
export interface Rule {
  /** Stable dotted id, shown in evidence and SARIF (`context.ignore-previous`). */
  readonly id: string;
  readonly category: CategoryCode;
  readonly confidence: Confidence;
  /** A strong rule is near-certain on its own; the model combination may use it. */
  readonly strong?: boolean;
  /** What the matched text does, in plain words ("asks the model to ignore its previous instructions"). */
  readonly description: string;
  /**
   * Literal strings (lower case) one of which must occur in the normalized text for the patterns to
   * run: a cheap prefilter. Anchors that start with a letter or digit must start a word; a trailing
   * `$` means the anchor must also end a word (`dan$` does not fire on "dance").
   */
  readonly anchors: readonly string[];
  /** Patterns over normalized text, with the `g` flag. Written without nested unbounded quantifiers. */
  readonly patterns: readonly RegExp[];
}

// Reusable fragments. Gaps are bounded and stay inside one sentence so matching stays linear.
/** Up to `n` filler words. */
const words = (n: number): string => `(?:[\\w'-]+\\s+){0,${n}}?`;
/** Up to `n` characters inside the current sentence (dots inside URLs and single line breaks allowed). */
const gap = (n: number): string =>
  `(?:[^.!?\\n]|[.!?](?=[\\w/])|\\n(?![ \\t]*(?:[-*#>\\n]|\\d+[.)])))`.concat(`{0,${n}}`);
/** Before the start of a clause, read backwards: text start, clause punctuation, or a lead-in. */
const CLAUSE_BEFORE = String.raw`(?:^|[.!?:;,\n(\["'*>-]\s*|\b(?:please|now|then|and|also|immediately|first|next|just|you (?:must|should|need to|will|are to|have to)|i need you to|i want you to|make sure to|be sure to)\s+)(?:(?:immediately|silently|quietly|secretly|automatically)\s+)?`;
/**
 * Starts a match at one of `words` (an alternation) where it begins an imperative clause. The
 * look-ahead runs first, so the look-behind is only tried in front of those words.
 */
const clauseAt = (words: string): string => String.raw`\b(?=(?:${words})\b)(?<=${CLAUSE_BEFORE})`;
const PREVIOUS = `(?:previous|prior|preceding|earlier|above|foregoing|former|original|initial|old|past|existing|system|developer|safety|programmed|all (?:the |your )?(?:previous |prior |other )?|any (?:previous|prior|earlier) |your|those|the above)`;
const INSTRUCTIONS = `(?:instructions?|instruction set|directions|directives?|prompts?|commands|rules|guidelines|guidance|programming|orders|constraints|restrictions|policies|system message|system prompt|training)`;
const MODEL = String.raw`(?:ai|a\.i\.|assistant|chatbot|bot|agent|llm|language model|model|gpt|chatgpt|claude|gemini|bard|copilot)`;
const ROLE_WORDS = `(?:system|assistant|developer|admin|administrator|root|sudo|operator)`;
const SECRET_PROMPT = `(?:system (?:prompt|message|instructions?)|(?:initial|original|hidden|secret|internal|pre-?|developer|admin|confidential|starting|first) (?:prompt|instructions?|rules|directives|guidelines)|preprompt|meta-?prompt|prompt (?:above|before this)|instructions (?:above|you (?:were|have been|got) given|given to you)|(?:previous|prior|above|earlier) (?:instructions|prompt|text|messages?)(?: verbatim| word for word)?)`;
const REVEAL = `(?:reveal|show|print|repeat|display|output|tell me|tell us|give me|share|leak|dump|disclose|expose|write out|write down|spell out|recite|list|return|echo|translate|read back|say|type out|provide)`;
const SENSITIVE_DATA = String.raw`(?:(?:the |this |our |entire |whole |full |previous |prior )*(?:conversation|chat(?: history| log| transcript)?|message history|previous messages|prior messages)|(?:the |their |his |her |my |your |all |any )*(?:user'?s'? |users' |victim'?s |customer'?s )?(?:passwords?|credentials|api keys?|access tokens?|secret keys?|private keys?|ssh keys?|tokens|secrets|session (?:cookies|tokens?)|cookies|credit card(?: numbers?| details)?|social security numbers?|ssn|bank details|2fa codes?|otp codes?|one-time codes?|system prompt|\.env(?: file)?|environment variables)|(?:all (?:of )?(?:the |their |his |her |my |your )?(?:user'?s'? |users' )?|(?:the |their )(?:user'?s'? |users' ))(?:emails|files|documents|contacts|address book|messages|personal (?:data|information|details))|(?:the |their |all (?:of )?)(?:user'?s'? |users' )(?:\w+ ){0,2}?(?:data|information|details|files|emails|messages|history|records))`;
const DESTINATION = String.raw`(?:https?://\S+|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:this|the following|the below|my|our|that) (?:url|link|address|e-?mail(?: address)?|server|endpoint|webhook|site|website|domain)|[\w-]+\.(?:com|net|org|io|xyz|ru|cn|tk|top|site|info|biz|co|me|app|dev)\b)`;
const ACTION_VERB = `(?:run|execute|delete|remove|erase|wipe|transfer|send|e-?mail|forward|purchase|buy|order|pay|wire|install|download|upload|post|grant|disable|share|click|open|approve|accept|sign|move|withdraw|change|reset)`;

/** Up to three filler words, none of them "my"/"our" (the writer's own earlier messages are no hijack). */
const OTHERS_WORDS = String.raw`(?:(?!my\b|our\b)[\w'-]+\s+){0,3}?`;

const re = (source: string): RegExp => new RegExp(source, 'g');

/** All rules, in priority order. */
export const RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- context_injection
  {
    id: 'context.ignore-previous',
    anchors: [
      'ignor',
      'disregard',
      'forget',
      'forgot',
      'skip all',
      'skip your',
      'skip the',
      'skip previous',
      'neglect',
      'overlook',
      'bypass',
      'overrid',
      'overrul',
      'abandon',
      'discard',
      'drop all',
      'drop your',
      'drop the',
      'drop previous',
      'set aside',
      'throw out',
      'pay no attention',
      'do not follow',
      "don't follow",
      'stop following',
      'no longer follow',
      'do not obey',
      "don't obey",
      'do not listen',
      "don't listen",
      'do not heed',
      "don't heed",
    ],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'asks the model to ignore its previous instructions',
    patterns: [
      re(
        String.raw`\b(?:ignore|disregard|forget|forgot|skip|neglect|overlook|bypass|override|overrule|abandon|discard|drop|set aside|throw out|pay no attention to|do not (?:follow|obey|heed|listen to)|don't (?:follow|obey|heed|listen to)|stop following|no longer follow)\s+${OTHERS_WORDS}${PREVIOUS}\s*${words(3)}${INSTRUCTIONS}\b`,
      ),
      re(
        String.raw`\b(?:ignore|disregard|forget)\s+(?:about\s+)?(?:everything|anything|all(?: of)? that|what)\s+(?:(?:you (?:were|have been|'ve been) (?:told|given|instructed|programmed))|(?:above|before|prior|previously|earlier)|(?:i|we) (?:said|told you|wrote|asked) (?:before|earlier|previously|above)|(?:you (?:learned|know) (?:before|so far|until now)))`,
      ),
      re(String.raw`\bignore\s?(?:all\s?)?(?:previous|prior|above)\s?(?:instructions|prompts?|rules)`),
      re(
        String.raw`\b(?:ignore|disregard|forget)\s+(?:all of\s+|everything\s+|all\s+)?(?:the\s+|your\s+)?(?:above|previous|preceding|prior|earlier)(?:\s+(?:text|content|message|messages|input|context|conversation|tasks?|requests?))?\s*(?:,|and|then|-|:|\.)\s*(?:just\s+|instead\s+|only\s+)?(?:say|print|write|output|respond|reply|answer|tell|translate|repeat|return)\b`,
      ),
    ],
  },
  {
    id: 'context.ignore-previous.multilingual',
    anchors: [
      'ignor',
      'vergiss',
      'vergessen',
      'missacht',
      'vorherig',
      'vorig',
      'bisherig',
      'obig',
      'fruher',
      'olvid',
      'descart',
      'desconsider',
      'esquec',
      'dimentic',
      'haz caso',
      'oublie',
      'ne tiens',
      'ne tenez',
      'fais abstraction',
      'faites abstraction',
      'игнор',
      'negeer',
      'vergeet',
      'zignoruj',
      'zapomnij',
      'onceki',
      'abaikan',
      'bo qua',
      'αγνοησ',
      'ξεχασ',
      'निर्देश',
      'تجاهل',
      'проигнор',
      'забуд',
      'не обращай',
      '忽略',
      '无视',
      '忽视',
      '不要理',
      '不用理',
      '忘记',
      '忘掉',
      '抛开',
      '放弃',
      '無視',
      '忘れ',
      '무시',
      '잊어',
    ],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'asks the model to ignore its previous instructions (non-English)',
    patterns: [
      // German
      re(
        String.raw`\b(?:ignoriere|ignorier|ignorieren sie|vergiss|vergessen sie|missachte|missachten sie)\s+(?:\S+\s+){0,3}?(?:vorherigen?|vorigen?|bisherigen?|obigen?|fruheren?|vorangegangenen?|alle|deine|ihre|samtliche)\s+(?:\S+\s+){0,2}?(?:anweisungen|instruktionen|befehle|regeln|anordnungen|vorgaben|richtlinien)\b`,
      ),
      re(
        String.raw`\b(?:alle|die)\s+(?:vorherigen|vorigen|bisherigen|obigen|fruheren)\s+(?:anweisungen|instruktionen|befehle|regeln)\s+(?:ignorieren|vergessen|missachten)\b`,
      ),
      // Spanish / Portuguese / Italian
      re(
        String.raw`\b(?:ignora|ignore|ignorar|ignoren|olvida|olvide|olviden|olvidar|descarta|descarte|desconsidera|desconsidere|esqueca|esquece|dimentica|haz caso omiso de)\s+(?:(?:todas?|todos|tutte|las|los|as|le|tus|sus|suas|tuas|de)\s+){0,3}(?:instrucciones|instrucoes|istruzioni|indicaciones|indicacoes|indicazioni|ordenes|ordens|reglas|regras|regole|directrices|diretrizes)\s+(?:anterior\w*|previas?|precedent\w*|de arriba|acima)`,
      ),
      // French
      re(
        String.raw`\b(?:ignore[zr]?|oublie[zr]?|ne tiens pas compte des?|ne tenez pas compte des?|fais abstraction des?|faites abstraction des?)\s+(?:(?:toutes|tous|les|tes|vos|des)\s+){0,3}(?:instructions|consignes|directives|regles|ordres|indications)\s+(?:precedentes|anterieures|ci-dessus|d'avant|prealables|initiales)`,
      ),
      // Russian
      re(
        String.raw`(?:игнорировать|игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|не обращай внимания на)\s+(?:\S+\s+){0,2}?(?:предыдущие|прежние|все|вышеуказанные|свои|прошлые)\s+(?:\S+\s+)?(?:инструкции|указания|команды|правила|распоряжения)`,
      ),
      // Chinese
      re(
        String.raw`(?:忽略|无视|忽视|不要理会|不要理睬|不用理会|忘记|忘掉|抛开|放弃)(?:掉)?(?:你的|之前|以前|先前|上面|上述|前面|所有|以上|全部|此前|原有|原来|之上)[^。，,.\n]{0,6}?(?:指令|指示|说明|命令|规则|提示|提示词|设定|要求|约束|限制)`,
      ),
      // Dutch, Polish, Turkish, Indonesian, Vietnamese (diacritics folded)
      re(
        String.raw`\b(?:negeer|vergeet)\s+(?:alle\s+)?(?:eerdere|vorige|voorgaande)\s+(?:instructies|opdrachten|regels)|\b(?:zignoruj|zapomnij)\s+(?:o\s+)?(?:wszystkie\s+|wszystkich\s+)?(?:poprzednie|wczesniejsze|poprzednich|wczesniejszych)\s+(?:instrukcje|polecenia|instrukcjach|poleceniach)|\bonceki\s+(?:tum\s+)?(?:talimatlari|komutlari|talimatlar)\s+(?:yok say|gormezden gel|unut)|\babaikan\s+(?:semua\s+)?(?:instruksi|perintah|petunjuk)\s+(?:sebelumnya|terdahulu)|\bbo qua\s+(?:tat ca\s+)?(?:cac\s+)?(?:huong dan|chi dan|lenh)\s+(?:truoc|truoc do)`,
      ),
      // Greek, Hindi, Arabic
      re(
        String.raw`(?:αγνοησε|αγνοηστε|ξεχασε|ξεχαστε)\s+(?:\S+\s+){0,2}?(?:προηγουμενες|ολες|παλιες)\s+(?:\S+\s+)?(?:οδηγιες|εντολες)|(?:पिछले|पूर्व|सभी|पहले के)\s+(?:\S+\s+)?निर्देशों\s+(?:को|की)\s+(?:अनदेख|नज\u093c?रअंदाज)|تجاهل\s+(?:جميع\s+|كل\s+)?(?:التعليمات|الأوامر|التوجيهات)\s+(?:السابقة|الأولى)`,
      ),
      // Japanese / Korean
      re(
        `(?:以前|前|上記|これまで|先|今まで)の(?:すべての)?(?:指示|命令|指令|ルール|プロンプト)を(?:すべて)?(?:無視|忘れ)`,
      ),
      re(
        String.raw`(?:이전|앞의|위의|모든)\s*(?:의\s*)?(?:지시|명령|지침|규칙|프롬프트)\S*\s*(?:을|를)?\s*(?:모두\s*)?(?:무시|잊어)`,
      ),
    ],
  },
  {
    id: 'context.override-instructions',
    anchors: [
      'overrid',
      'supersede',
      'replace',
      'precedence',
      'priority',
      'cancel',
      'instruction',
      'directive',
      'prompt',
      'system message',
      'your new',
      'your real',
      'your actual',
      'your true',
      'your only',
      'your updated',
      'from now on',
      'starting now',
      'henceforth',
      'for the rest of',
      'for all future',
    ],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'claims to override or replace the instructions the model was given',
    patterns: [
      re(
        String.raw`\b(?:these|the following|my|this|new) (?:instructions?|message|prompt|rules|directives?) (?:override|overrides|supersede|supersedes|replace|replaces|take precedence over|takes precedence over|have priority over|has priority over|cancels?) (?:all |any )?(?:previous|prior|other|your|earlier|system|the system|original|existing)`,
      ),
      re(
        String.raw`\b(?:new|updated|revised|overriding|override|priority|emergency|real|true|actual) (?:system )?(?:instructions?|directives?|prompt|system prompt|system message)\s*(?:for (?:the )?${MODEL}\s*)?(?::|-)\s*(?:you|ignore|from now|disregard|forget|the ${MODEL}|your|do not|don't|instead)`,
      ),
      re(
        String.raw`\byour (?:new|real|actual|true|updated) (?:instructions?|task|goal|objective|purpose|mission|job) (?:is|are|will be|now is)\b`,
      ),
      re(
        String.raw`\b(?:from now on|starting now|henceforth|for the rest of (?:this|the) conversation|for all future (?:responses|answers|messages)),?\s+(?:you (?:are(?: going to)?|will|must|shall|should) (?:act|pretend|behave|respond|answer|reply|only|always|never|ignore|no longer|be (?:called|known as|a|an|my)|roleplay|play|obey|follow my)|your (?:name|role|task|job|purpose) (?:is|will be))`,
      ),
    ],
  },
  {
    id: 'context.chat-template-token',
    anchors: [
      '<|',
      '[inst',
      '[/inst',
      '<<sys',
      '<</sys',
      '<start_of_turn',
      '<end_of_turn',
      '[system',
      '[/system',
    ],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'contains chat-template tokens that fake a system or assistant turn',
    patterns: [
      re(
        String.raw`<\|(?:im_start|im_end|im_sep|system|endoftext|start_header_id|end_header_id|eot_id|begin_of_text|assistant|user|end|channel|message)\|>|\[/?inst\]|<</?sys>>|<start_of_turn>|<end_of_turn>|\[/?system(?:_prompt)?\]\s*(?::\s*)?(?:you|ignore|new|from|the|as|disregard|forget|override|your)`,
      ),
    ],
  },
  {
    id: 'context.fake-role-turn',
    anchors: [
      'ignor',
      'disregard',
      'forget',
      'overrid',
      'from now on',
      'you are now',
      'you are no longer',
      'you are an unrestricted',
      'you are an unfiltered',
      'you are a new',
      'the assistant must',
      'the ai must',
      'the model must',
      'assistant must',
      'ai must',
      'model must',
      'the assistant will',
      'the assistant should',
      'the ai will',
      'the ai should',
      'the model will',
      'the model should',
      'new rules',
      'new instructions',
      'your new',
      '##',
      '<system',
      '<sys',
      '<admin',
      '<developer',
      '<instruction',
      '</system',
      '</sys',
      '< system',
    ],
    category: 'context_injection',
    confidence: 'high',
    description: 'fakes a system, developer or admin message inside the content',
    patterns: [
      re(
        String.raw`(?:^|\n)[ \t]*(?:#{1,4}[ \t]*|\*\*|\[|<|\{\{?|\(|-{2,}[ \t]*|={2,}[ \t]*)?(?:${ROLE_WORDS}|new|important|urgent)[ \t]*(?:message|prompt|instructions?|note|override|update|notice|command|directive)?[ \t]*(?:\*\*|\]|>|\}\}?|\)|-{2,}|={2,})?[ \t]*:?[ \t]*\n?[ \t]*(?:you are (?:now|no longer|an? (?:unrestricted|unfiltered|new))|ignore|disregard|forget|override|from now on|the (?:assistant|ai|model) (?:must|will|should)|(?:assistant|ai|model) must|new (?:rules|instructions)|your new)`,
      ),
      re(
        String.raw`(?:^|\n)[ \t]*#{1,4}[ \t]*(?:system|new instructions?|assistant|system prompt|developer|admin)[ \t]*:[ \t]*(?:\n|$)`,
      ),
      re(
        String.raw`<\s*/?\s*(?:system|sys|admin|developer|system_prompt)\s*>\s*(?:ignore|disregard|forget|override|from now on|you are now|new (?:rules|instructions)|reveal|print your)`,
      ),
    ],
  },
  {
    id: 'context.persona-switch',
    anchors: [
      'you are now',
      'you are going to be',
      'you are about to',
      'you are no longer',
      'you are to become',
      'you are from now on',
      "you're now",
      "you're no longer",
      "you're going to be",
      'without any',
      'without all',
      'without your',
      'without restriction',
      'without limit',
      'without filter',
      'without rules',
      'without ethic',
      'without moral',
      'without censor',
      'without guideline',
      'without safeguard',
      'without boundar',
      'with no ',
      'unrestricted',
      'unfiltered',
      'uncensored',
      'jailbroken',
      'amoral',
      'free from',
      'do anything now',
      'dan mode',
      'stan mode',
      'dude mode',
      'aim mode',
      'anti-dan',
      'antidan',
      'evil-bot',
      'evilbot',
      'betterdan',
      'jailbreak mode',
      'developer mode',
      'stands for',
      'can do anything',
      'has no rules',
      'has no restrictions',
      'has no limits',
      'has no filters',
      'broke free',
      'break free',
      'broken free',
      'does not',
      "doesn't",
    ],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'tries to switch the model into an unrestricted persona ("you are now …")',
    patterns: [
      re(
        String.raw`\byou (?:are|'re) (?:now|going to be|about to become|no longer|to become|from now on)\s+(?:(?:a|an|the|my|called|named|known as)\s+)?(?:dan\b|stan\b|dude\b|aim\b|evil|unrestricted|unfiltered|uncensored|unbound|unlimited|jailbroken|rogue|liberated|unchained|amoral|immoral|limitless|free (?:from|of)|no longer (?:bound|restricted|limited|an? (?:ai|assistant|language model))|an? ${MODEL} (?:that|which|who|without|with no)\b|(?:not |never )?(?:bound|restricted|limited|constrained|governed) by|in (?:developer|god|dan|jailbreak|unrestricted|debug|admin) mode|(?:a |an )?(?:chatgpt|gpt|ai|assistant|model) (?:with|in) (?:developer|dan|god) mode)`,
      ),
      re(
        String.raw`\byou are no longer (?:an? |the )?(?:ai|assistant|chatgpt|gpt|claude|language model|model|bound|restricted|limited|required to|subject to|constrained|governed)`,
      ),
      re(
        String.raw`\b(?:act|behave|respond|answer|pretend|roleplay|role-play|role play|operate|function)\b${gap(80)}\b(?:without (?:any |all |your )?(?:restrictions|limitations|limits|filters|filtering|rules|ethics|morals|morality|censorship|guidelines|safeguards|boundaries)|with no (?:restrictions|limitations|limits|filters|rules|ethics|morals|censorship|guidelines|safeguards)|(?:unrestricted|unfiltered|uncensored|jailbroken|amoral) (?:ai|assistant|model|chatbot|version|mode|persona)|free from (?:all |any )?(?:restrictions|rules|guidelines|filters|censorship))`,
      ),
      re(
        String.raw`\bdo anything now\b|\b(?:dan|stan|dude|aim|anti-?dan|evil-?bot|betterdan|jailbreak) mode (?:enabled|activated|is on|on\b|output|response)|\bdeveloper mode (?:output|response)s?\b|\b(?:dan|stan|dude)\b${gap(40)}\b(?:stands for|which stands|can do anything|has no (?:rules|restrictions|limits|filters))`,
      ),
      re(
        String.raw`\b(?:broken|break|broke) free (?:of|from) (?:the )?(?:typical |usual )?(?:confines|rules|restrictions|limitations|shackles|chains)\b|\bdoes?(?: not|n't) (?:have to )?(?:abide by|follow|adhere to|comply with|care about) (?:any |the )?(?:rules|restrictions|guidelines|policies|content policy|openai)`,
      ),
    ],
  },
  {
    id: 'context.developer-mode',
    anchors: [
      'developer mode',
      'dev mode',
      'dan mode',
      'god mode',
      'jailbreak',
      'unrestricted mode',
      'unfiltered mode',
      'uncensored mode',
      'evil mode',
      'opposite mode',
      'debug mode',
    ],
    category: 'context_injection',
    confidence: 'high',
    description: 'asks the model to enter "developer mode" or a similar unrestricted mode',
    patterns: [
      re(
        String.raw`\b(?:simulate|emulate|enable|activate|turn on|switch to|enter|unlock)\s+(?:\w+\s+){0,2}?(?:developer|dev|dan|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|opposite|debug) mode\b${gap(120)}\b(?:chatgpt|gpt|ai|assistant|language model|polic(?:y|ies)|restrictions|censor\w*|filters?|without (?:any )?limits|two (?:responses|answers))\b`,
      ),
      re(
        String.raw`\b(?:chatgpt|gpt-?\d*|assistant|ai|llm|model|you)\s+(?:with|in|into)\s+(?:\w+\s+)?(?:developer|dan|god|jailbreak|unrestricted) mode\b`,
      ),
    ],
  },
  {
    id: 'context.ignore-safety',
    anchors: [
      'ignor',
      'bypass',
      'circumvent',
      'evade',
      'disable',
      'turn off',
      'deactivate',
      'break',
      'forget',
      'disregard',
      'overrid',
      'get around',
      'bound by',
      'free from',
      'free of',
      'without regard',
    ],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'asks the model to bypass its safety rules or content policy',
    patterns: [
      re(
        String.raw`\b(?:ignore|bypass|circumvent|evade|disable|turn off|deactivate|remove|break|forget|disregard|override|get around|not bound by|aren't bound by|are not bound by|free (?:from|of)|without regard (?:for|to))\s+(?:all\s+|any\s+|of\s+|the\s+|your\s+|its\s+)*(?:openai'?s?|anthropic'?s?|google'?s?|content|safety|ethical|moral|usage|ai|alignment|built-in|internal)\s+(?:\w+\s+)?(?:polic(?:y|ies)|guidelines|rules|restrictions|filters?|principles|constraints|programming|limitations|boundaries|safeguards|guardrails|training|protocols)\b`,
      ),
      re(
        String.raw`\b(?:ignore|bypass|disable|override|forget|disregard)\s+(?:all\s+|any\s+)?(?:of\s+)?your\s+(?:\w+\s+)?(?:guidelines|rules|restrictions|filters|principles|constraints|programming|limitations|boundaries|safeguards|guardrails|training|ethics|morals|policies)\b`,
      ),
    ],
  },
  {
    id: 'context.addressed-to-model',
    anchors: [
      'note to',
      'note for',
      'message to',
      'message for',
      'instructions to',
      'instructions for',
      'instruction to',
      'instruction for',
      'attention to',
      'attention for',
      'attention:',
      'important to',
      'important for',
      'notice to',
      'notice for',
      'reminder to',
      'reminder for',
      'if you are a',
      'reads this',
      'reads these',
      'processes this',
      'processes these',
      'summarizes this',
      'summarises this',
      'sees this',
      'parses this',
      'analyzes this',
      'analyses this',
      'is asked about this',
    ],
    category: 'context_injection',
    confidence: 'medium',
    description: 'contains instructions addressed to an AI model reading the content',
    patterns: [
      re(
        String.raw`\b(?:note|message|attention|important|notice|reminder)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:${MODEL}s?|ai (?:assistant|agent|model)s?|language models?)\s*(?::|-|,)`,
      ),
      re(
        String.raw`\bif you are an? (?:ai|a\.i\.|llm|large language model|language model|ai assistant|assistant|chatbot|bot|agent|ai model|gpt)\b${gap(60)}(?:,|:|-)?\s*(?:you must|please|then|do not|don't|ignore|instead|always|never|tell|say|include|respond|reply|recommend|make sure|reading this)`,
      ),
      re(
        String.raw`\b(?:when|while|if) (?:the|an|any) (?:${MODEL}|ai assistant|language model) (?:reads|processes|summari[sz]es|sees|parses|analy[sz]es|is asked about) (?:this|these)\b`,
      ),
    ],
  },
  {
    id: 'context.hidden-unicode-tags',
    anchors: [],
    category: 'context_injection',
    confidence: 'high',
    strong: true,
    description: 'hides text in invisible Unicode tag characters',
    // Found by the obfuscation scanner (obfuscation.ts), not by a pattern.
    patterns: [],
  },
  {
    id: 'context.hidden-variation-selectors',
    anchors: [],
    category: 'context_injection',
    confidence: 'medium',
    description: 'hides text in invisible Unicode variation selectors',
    patterns: [],
  },
  // ---------------------------------------------------------------- data_exfiltration
  {
    id: 'data.reveal-system-prompt',
    anchors: [
      'system',
      'prompt',
      'preprompt',
      'meta-prompt',
      'metaprompt',
      'instruction',
      'rules',
      'directive',
      'guideline',
      'before this',
      'before the',
      'prior to',
      'starting with',
      'beginning with',
      'systemprompt',
      'system-prompt',
      'systemanweisung',
      'anweisung',
      'instrucciones',
      'prompt del',
      '系统提示',
      '系统指令',
      '初始指令',
      '原始指令',
      '提示词',
      '隐藏指令',
      '初始提示',
      'words above',
      'text above',
      'everything above',
      'instructions above',
      'above this',
      'above the',
    ],
    category: 'data_exfiltration',
    confidence: 'high',
    strong: true,
    description: 'asks the model to reveal its system prompt or hidden instructions',
    patterns: [
      re(
        String.raw`\b${REVEAL}\s+(?:me\s+|us\s+|back\s+|out\s+)?(?:\w+\s+){0,4}?(?:your|(?:all|everything|the text|the words|the content|the contents) (?:of |in )?your)\s+(?:(?:full|entire|exact|complete|whole|original|initial|hidden|secret|current|first|internal|confidential)\s+)*${SECRET_PROMPT}`,
      ),
      re(
        String.raw`\b${REVEAL}\s+(?:me\s+|us\s+|back\s+|out\s+)?(?:(?:all|everything|the text|the words)\s+(?:of\s+|in\s+)?)?(?:the|this)\s+(?:(?:full|entire|exact|complete|whole|original|initial|hidden|secret|current|first|internal|confidential)\s+)*${SECRET_PROMPT}\s*(?:verbatim|word for word|exactly|in full|in its entirety|above|you (?:were|have been) given|(?:that|which) (?:you|was given)|(?:to|for) (?:me|us)|before|at the (?:start|beginning|top)|$|[.!,:;])`,
      ),
      re(
        String.raw`\b(?:what (?:is|are|was|were)|what's|tell me|show me|give me)\s+(?:your|the)\s+(?:(?:full|exact|complete|original|initial|hidden|secret|first|internal)\s+)*(?:system prompt|system instructions|initial instructions|original instructions|hidden instructions|secret instructions|initial prompt|original prompt|instructions you were given|rules you were given|developer instructions)`,
      ),
      re(
        String.raw`\b(?:repeat|print|output|show|display|write|return|echo|translate|summari[sz]e|spell)\s+(?:out\s+)?(?:all\s+|everything\s+)?(?:the\s+)?(?:words|text|everything|content|instructions|sentences|lines)\s+(?:above|before|prior to)\s+(?:this|the (?:first|previous|user|last))\b|\brepeat (?:the words|everything) above\b|\b(?:starting|beginning) with "?you are\b`,
      ),
      re(
        String.raw`(?:告诉我|输出|打印|显示|重复|泄露|透露|给我看|展示|复述)[^。\n]{0,10}(?:系统提示|系统提示词|系统指令|初始指令|原始指令|提示词|隐藏指令|初始提示)`,
      ),
      re(
        String.raw`\b(?:zeige|verrate|wiederhole|gib)\s+(?:mir\s+)?(?:deinen|deine|den|die)\s+(?:system-?prompt|systemanweisungen|anweisungen|ursprunglichen anweisungen)|\b(?:muestrame|revela|repite|dime)\s+(?:tu|tus|el|las)\s+(?:prompt del sistema|instrucciones (?:del sistema|iniciales|originales|ocultas))|\b(?:montre-moi|revele|repete|affiche)\s+(?:ton|tes|le|les)\s+(?:prompt systeme|invite systeme|instructions (?:systeme|initiales|cachees))`,
      ),
    ],
  },
  {
    id: 'data.ask-secret',
    anchors: [
      'password',
      'passcode',
      'passphrase',
      'secret',
      'api key',
      'access code',
      'access key',
      'access token',
      'credentials',
      'private key',
    ],
    category: 'data_exfiltration',
    confidence: 'medium',
    description: 'asks the model to disclose a password, key or other secret it holds',
    patterns: [
      re(
        String.raw`\b(?:what is|what's|tell me|give me|share with me|can you (?:share|confirm|provide|give me|tell me|reveal|say)|could you (?:share|confirm|provide|give me|tell me|reveal)|reveal|disclose|leak|spell out|print|type out|write down|say|hand over|send me|i need)\s+(?:\w+\s+){0,2}?(?:your|the)\s+(?:secret\s+|hidden\s+|internal\s+|confidential\s+|admin\s+)*(?:password|passcode|passphrase|secret (?:key|code|word)|api key|access (?:code|key|token)|credentials|private key)\b(?!\s+(?:policy|policies|manager|requirements?|strength|reset|rules|expir\w*|field|length|hint|settings|page|form|recovery))`,
      ),
    ],
  },
  {
    id: 'data.markdown-exfiltration',
    anchors: ['](', '] (', ']:', '<img', 'url', 'link', 'query', 'parameter', 'http'],
    category: 'data_exfiltration',
    confidence: 'high',
    strong: true,
    description: 'builds a markdown image or link whose URL would carry data out in its query string',
    patterns: [
      re(
        String.raw`!?\[[^\]\n]{0,100}\]\(\s*(?:https?:)?//[^)\s]{1,300}[?&][^)\s=]{1,40}=\s*(?:\[[^\]\s]{1,40}\]|\{[^}\s]{1,40}\}|<[^>\s]{1,40}>|\$\{?\w|%s|\.\.\.|x{3,}|"|\+)`,
      ),
      re(
        String.raw`\[[^\]\n]{1,100}\]:\s*(?:https?:)?//\S{1,300}[?&][^\s=]{1,40}=\s*(?:\[[^\]\s]{1,40}\]|\{[^}\s]{1,40}\}|<\w{1,40}>)`,
      ),
      re(
        String.raw`<img[^>]{0,200}src\s*=\s*["']?(?:https?:)?//[^"'\s>]{1,300}[?&][^"'\s>=]{1,40}=\s*(?:\[|\{|<|\$)`,
      ),
      re(
        String.raw`\b(?:append|add|include|insert|encode|put|embed|attach|concatenate|replac(?:e|ing))\s+${words(6)}(?:the )?(?:conversation|chat|history|previous messages|passwords?|secrets?|credentials?|api keys?|tokens?|personal (?:data|information)|user'?s? (?:data|information|details|messages|emails)|system prompt|summary of (?:the|our) (?:conversation|chat))\b${gap(80)}\b(?:to|in|into|as|with)\s+(?:the\s+|this\s+|a\s+|an\s+)?(?:url|link|query(?: string)?|querystring|(?:image|img) (?:url|link|src)|parameter|request)\b`,
      ),
      re(
        String.raw`\b(?:render|display|show|output|include|print|respond with|reply with)\s+(?:\w+\s+){0,3}?(?:markdown\s+)?(?:image|img|link|pixel)\b${gap(120)}(?:https?:)?//[^\s)]{1,200}[?&][^\s=)]{1,40}=${gap(120)}\b(?:replac(?:e|ing)|fill|insert|with (?:the|your|a|an|their))\b`,
      ),
    ],
  },
  {
    id: 'data.send-to-destination',
    anchors: [
      '@',
      'http',
      'www.',
      'url',
      'address',
      'mail',
      'server',
      'endpoint',
      'webhook',
      'site',
      'domain',
      '.com',
      '.net',
      '.org',
      '.io',
      '.xyz',
      '.ru',
      '.cn',
      '.tk',
      '.top',
      '.info',
      '.biz',
      '.co',
      '.me',
      '.app',
      '.dev',
      'curl',
      'wget',
      'invoke-webrequest',
    ],
    category: 'data_exfiltration',
    confidence: 'high',
    strong: true,
    description: 'asks to send private data (conversation, passwords, files) to an outside address',
    patterns: [
      re(
        String.raw`\b(?:send|forward|e-?mail|mail|post|upload|transmit|exfiltrate|leak|submit|copy|share|report|deliver|relay|export)\s+(?:me\s+)?${words(3)}${SENSITIVE_DATA}\b${gap(80)}?\b(?:to|at|into|via|through|with)\s+${DESTINATION}`,
      ),
      re(
        String.raw`\b(?:send|forward|post|upload)\s+(?:\w+\s+){0,3}?(?:it|them|this|everything|the (?:result|results|output|answer|response))\s+(?:\w+\s+){0,3}?(?:to|at)\s+(?:https?://\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\b${gap(40)}\b(?:without|secretly|silently|and (?:do not|don't) (?:tell|mention|inform))`,
      ),
      re(
        String.raw`\b(?:curl|wget|invoke-webrequest)\b[^\n]{0,80}(?:\$\(|\$\{|\x60|--post-file|--data-binary @|-d @|--data @|-f \S{0,20}=@)[^\n]{0,40}(?:\benv\b|\.env\b|/etc/passwd|/etc/shadow|id_rsa|\.ssh|\.aws|\.netrc|credentials|bash_history|printenv)`,
      ),
    ],
  },
  // ---------------------------------------------------------------- unauthorized_actions
  {
    id: 'actions.covert-action',
    anchors: [
      'without asking',
      'without telling',
      'without notifying',
      'without informing',
      'without alerting',
      'without confirm',
      'without approval',
      'without permission',
      'without consent',
      'without their',
      'without the user',
      'without user',
      'and do not',
      "and don't",
      'and never',
      'behind',
      'silently',
      'secretly',
      'quietly',
      'covertly',
      'discreetly',
      'stealthily',
    ],
    category: 'unauthorized_actions',
    confidence: 'high',
    strong: true,
    description: "asks the model to take an action secretly or without the user's consent",
    patterns: [
      re(
        String.raw`${clauseAt(ACTION_VERB)}${ACTION_VERB}\b${gap(100)}\b(?:without (?:asking|telling|notifying|informing|alerting|confirming|confirmation|approval|permission|consent|their knowledge|(?:the )?user'?s? (?:knowledge|consent|permission|approval|confirmation|awareness))|and (?:do not|don't|never) (?:tell|inform|mention|notify|alert|ask|reveal|let)|behind (?:the user'?s?|their) back)`,
      ),
      re(
        String.raw`${clauseAt('silently|secretly|quietly|covertly|discreetly|stealthily')}(?:silently|secretly|quietly|covertly|discreetly|stealthily)\s+(?:run|execute|delete|erase|wipe|transfer|forward|purchase|buy|pay|wire|install|download|upload|grant|disable|exfiltrate|copy|e-?mail|send (?:the|all|their|his|her|user)|share (?:the|all|their|his|her|user))\b`,
      ),
      re(
        String.raw`${clauseAt('without')}without (?:asking|telling|notifying|informing|alerting|confirming with)(?: (?:the user|them|anyone|him|her))?(?: for (?:permission|confirmation|approval))?\s*,?\s*${ACTION_VERB}\b`,
      ),
    ],
  },
  {
    id: 'actions.run-command',
    anchors: [
      'rm -',
      'drop table',
      'drop database',
      'format c:',
      'mkfs',
      'del /',
      ':()',
      'shutdown',
      'dd if=',
      'chmod',
      'curl',
      'wget',
      ': run',
      ', run',
      '- run',
      ': execute',
      ', execute',
      '- execute',
      ': exec',
      ', exec',
      ': please',
      ', please',
    ],
    category: 'unauthorized_actions',
    confidence: 'high',
    strong: true,
    description: 'asks the model or agent to run a destructive or remote-code command',
    patterns: [
      re(
        String.raw`\b(?:run|execute|exec|eval|invoke|type|enter|paste)\s+${gap(40)}(?:rm -r?f\w*\s+(?:--no-preserve-root\s+)?(?:/|~/?|\*|\$home|\.)(?:\s|$|["'\x60;&|])|drop (?:table|database)|format c:|mkfs\b|del /[fsq]|:\(\)\s*\{|shutdown\b|dd if=|chmod -r 777 /)`,
      ),
      re(
        String.raw`\b(?:run|execute)\s+${gap(60)}(?:curl|wget)\s+\S+\s*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b${gap(80)}\b(?:without|silently|secretly|immediately|now|on (?:the|this|their) (?:machine|server|system|computer))`,
      ),
      re(
        String.raw`\b(?:${MODEL}|agent|copilot)s?\s*(?:,|:|-)\s*(?:please\s+)?(?:run|execute|exec)\s+(?:the\s+)?(?:following\s+)?(?:shell\s+|bash\s+|terminal\s+|system\s+)?(?:command|code|script)`,
      ),
    ],
  },
  {
    id: 'actions.tool-call',
    anchors: [
      'tool',
      'function',
      'plugin',
      'api$',
      'command',
      'endpoint',
      ': call',
      ', call',
      ': invoke',
      ', invoke',
      ': use',
      ', use',
    ],
    category: 'unauthorized_actions',
    confidence: 'medium',
    description: 'asks the model to call a tool or function that sends, deletes, pays or executes',
    patterns: [
      re(
        String.raw`${clauseAt('call|invoke|use|trigger|execute|run')}(?:call|invoke|use|trigger|execute|run)\s+(?:the\s+)?(?:\`)?[\w.-]*(?:send|delete|remove|transfer|pay|payment|email|mail|exec|shell|purchase|buy|order|wire|withdraw|upload|execute|terminal|bash|browse|browser|fetch|http|curl|wallet)[\w.-]*(?:\`)?\s+(?:tool|function|plugin|action|api|command|endpoint)\b${gap(80)}\b(?:to (?:send|forward|transfer|delete|remove|email|pay|buy|purchase|wire|upload|post|run|execute)|without|immediately|now\b|secretly|silently|quietly)`,
      ),
      re(
        String.raw`\b(?:${MODEL}|agent|copilot)s?\s*(?:,|:|-)\s*(?:please\s+)?(?:immediately\s+)?(?:call|invoke|use) (?:the\s+)?[\w.-]+ (?:tool|function|plugin|api)`,
      ),
    ],
  },
  {
    id: 'actions.delete-data',
    anchors: ['delete', 'remove', 'erase', 'wipe', 'destroy', 'purge', 'trash'],
    category: 'unauthorized_actions',
    confidence: 'high',
    description: "asks to delete the user's files, emails, data or accounts",
    patterns: [
      re(
        String.raw`${clauseAt('delete|remove|erase|wipe|destroy|purge|trash')}(?:delete|remove|erase|wipe|destroy|purge|trash)\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:user'?s'?|users'|victim'?s?|recipient'?s?|owner'?s?|customer'?s?|their|his|her)\s+(?:\w+\s+){0,2}?(?:files?|e-?mails?|inbox|messages?|data|databases?|tables?|repositor(?:y|ies)|repos?|records|accounts?|contacts|backups?|documents?|folders?|directory|drive|history|calendar|events|photos|projects?|code)\b`,
      ),
      re(
        String.raw`\b(?:${MODEL}|agent|copilot)s?\s*(?:,|:|-)\s*(?:please\s+)?(?:immediately\s+)?(?:delete|remove|erase|wipe|destroy|purge)\s+(?:all|every|the|my|their|these)\b`,
      ),
      re(
        String.raw`${clauseAt('delete|erase|wipe|destroy|purge')}(?:delete|erase|wipe|destroy|purge)\s+(?:all|every|each|everything)\s+(?:of\s+)?(?:the\s+)?(?:e-?mails?|messages?|files?|data|records|contacts|backups?|repositor(?:y|ies)|documents?)\s+(?:in|on|from|of)\s+(?:the|this|their|my|your)\s+(?:user'?s?\s+)?(?:inbox|mailbox|account|drive|server|database|computer|machine|system|repository|repo|cloud|workspace)\b${gap(80)}(?:without|immediately|now|silently|secretly|then|and (?:do not|don't))`,
      ),
    ],
  },
  {
    id: 'actions.transfer-funds',
    anchors: [
      'funds',
      'money',
      'balance',
      'savings',
      'crypto',
      'bitcoin',
      'btc$',
      'eth$',
      'ether$',
      'usdt',
      'iban',
      'wallet',
      '0x',
      'bc1',
      'transfer',
      'wire',
    ],
    category: 'unauthorized_actions',
    confidence: 'high',
    description: 'asks to transfer money or crypto to an account or wallet',
    patterns: [
      re(
        String.raw`${clauseAt('transfer|wire|send|move|withdraw|pay')}(?:transfer|wire|send|move|withdraw|pay)\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:user'?s?\s+|their\s+|victim'?s?\s+)?(?:entire\s+|whole\s+|remaining\s+|available\s+)?(?:funds|money|balance|savings|crypto|cryptocurrency|bitcoin|btc|eth|ether|usdt|tokens)\b${gap(80)}\bto\s+(?:account|iban|wallet|address|(?:this|my|the following|the below|our|that)\s+(?:\w+\s+)?(?:account|wallet|address|iban)|0x[0-9a-f]{8,}|[13][a-z0-9]{25,34}\b|bc1[a-z0-9]{20,})`,
      ),
      re(
        String.raw`${clauseAt('transfer|wire|send|pay')}(?:transfer|wire|send|pay)\s+(?:\$|€|£|usd\s*|eur\s*)?\d[\d,.]*\s*(?:k|m)?\s*(?:\$|€|£|dollars|usd|eur|euros|btc|bitcoin|eth|usdt)?\s+(?:\w+\s+){0,3}?to\s+(?:0x[0-9a-f]{8,}|bc1[a-z0-9]{20,}|[13][a-z0-9]{25,34}\b|(?:iban|account|wallet)\s*(?:number\s*)?:?\s*[a-z0-9]{6,})${gap(80)}(?:without|immediately|now|silently|secretly|urgent)`,
      ),
    ],
  },
  {
    id: 'actions.purchase',
    anchors: [
      'credit card',
      'card',
      'payment',
      'paypal',
      'wallet',
      'balance',
      'gift',
      'itunes',
      'google play',
      'steam',
      'bitcoin',
      'crypto',
    ],
    category: 'unauthorized_actions',
    confidence: 'high',
    description: "asks to buy or order something with the user's payment details",
    patterns: [
      re(
        String.raw`${clauseAt('purchase|buy|order|subscribe to|pay for|book')}(?:purchase|buy|order|subscribe to|pay for|book)\b${gap(80)}\b(?:using|with|on|charging|charge (?:it|them) to)\s+(?:the\s+)?(?:user'?s?|their|his|her|saved|stored|victim'?s?|account owner'?s?)\s+(?:\w+\s+)?(?:credit card|card|payment (?:method|details|info)|account|paypal|wallet|balance)`,
      ),
      re(
        String.raw`${clauseAt('purchase|buy|order')}(?:purchase|buy|order)\s+(?:\d+\s+|some\s+|several\s+|multiple\s+)?(?:\$?\d+\s+)?(?:worth of\s+)?(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|bitcoin|crypto)\b${gap(80)}(?:and (?:send|email|give|share)|send (?:the )?codes?|without)`,
      ),
    ],
  },
  {
    id: 'actions.email-on-behalf',
    anchors: ['behalf', 'to all', 'to every', 'to each'],
    category: 'unauthorized_actions',
    confidence: 'high',
    description: "asks to send emails or messages on the user's behalf",
    patterns: [
      re(
        String.raw`${clauseAt('send|write and send|compose and send|draft and send|forward|post')}(?:send|write and send|compose and send|draft and send|forward|post)\s+(?:an?\s+|this\s+|the following\s+)?(?:e-?mails?|messages?|dms?|texts?|sms|tweets?|posts?)\s+(?:\w+\s+){0,4}?to\s+(?:all|every|each|everyone)\s+(?:of\s+|in\s+|on\s+)?(?:the\s+)?(?:user'?s'?|their|his|her)\s+(?:contacts|address book|contact list|friends|followers|colleagues|connections|mailing list)`,
      ),
      re(
        String.raw`${clauseAt('send|forward|post|reply|email|purchase|buy|transfer|pay|delete|sign|accept|approve')}(?:send|forward|post|reply|email|purchase|buy|transfer|pay|delete|sign|accept|approve)\b${gap(80)}\bon (?:the\s+)?(?:user'?s?|their|his|her|victim'?s?|account owner'?s?) behalf\b`,
      ),
    ],
  },
  // ---------------------------------------------------------------- output_manipulation
  {
    id: 'output.pwned',
    anchors: ['pwn'],
    category: 'output_manipulation',
    confidence: 'high',
    strong: true,
    description: 'tries to force a hijack phrase such as "I have been PWNED" into the answer',
    patterns: [
      re(
        String.raw`\b(?:say|print|output|write|respond|reply|answer|return|type|display|end|start|begin|repeat|include)\b${gap(60)}\b(?:i have been|i've been|you have been|you've been|we have been|haha|hacked and) pwn(?:ed|d)\b`,
      ),
    ],
  },
  {
    id: 'output.forced-phrase',
    anchors: [
      'instead',
      'rather',
      'just respond',
      'just reply',
      'just output',
      'only respond',
      'only reply',
      'only output',
      'simply respond',
      'simply reply',
      'simply output',
      'and say',
      'then say',
      'and print',
      'then print',
      'and output',
      'then output',
      'and just',
      'then just',
      'and only',
      'then only',
      'and instead',
      'then instead',
      'exactly',
      'verbatim',
      'word for word',
      'only the following',
      'stop everything',
      'respond',
      'reply',
      'answer every',
      'answer all',
      'answer any',
      'answer each',
      'only with',
      'solely with',
      'exclusively with',
      'your response',
      'your reply',
      'your answer',
      'your output',
      'your only',
      'your entire',
      'your whole',
    ],
    category: 'output_manipulation',
    confidence: 'medium',
    description: 'forces the answer to be an exact phrase dictated by the content',
    patterns: [
      re(
        String.raw`\b(?:instead|rather)\s*,?\s+(?:just\s+|only\s+|simply\s+)?(?:say|print|output|write|respond with|reply with|answer with|return|type)\s*:?\s*["'][^"'\n]{1,120}["']|\b(?:just|only|simply)\s+(?:respond with|reply with|output)\s*:?\s*["'][^"'\n]{1,120}["']`,
      ),
      re(
        String.raw`\b(?:and|then)\s+(?:just\s+|only\s+|instead\s+)?(?:say|print|output)\s*:?\s*["'][^"'\n]{1,120}["']\s*(?:$|[.!:\n])`,
      ),
      re(
        String.raw`\b(?:print|output|say|write|repeat|return)\s+(?:exactly|verbatim|word for word|only the following)\s*(?:the following)?\s*:?\s*["'][^"'\n]{1,160}["']`,
      ),
      re(String.raw`\bstop everything\b[^\n]{0,30}\b(?:just\s+)?(?:print|say|write|output|repeat)\b`),
      re(
        String.raw`\b(?:respond|reply|answer)\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:every|all|any|each)\s+(?:future\s+|subsequent\s+|following\s+)?(?:questions?|prompts?|messages?|inputs?|requests?|queries)\s+(?:\w+\s+){0,2}?(?:only\s+|just\s+)?with\s+(?:the\s+(?:word|phrase|text|sentence)s?\s*)?:?\s*["'][^"'\n]{1,80}["']`,
      ),
      re(
        String.raw`\b(?:respond|reply|answer|output)\s+(?:only|solely|exclusively)\s+with\s+(?:the\s+(?:word|phrase|text|sentence|string)s?\s*:?\s*)?["'][^"'\n]{1,80}["']\s*(?:,|and)?\s*(?:no matter|regardless|whatever|nothing else|and nothing else|from now on|to (?:every|all|any))`,
      ),
      re(
        String.raw`\byour (?:only |entire |whole )?(?:response|reply|answer|output) (?:must|should|will|shall) (?:only |just )?(?:be|consist of|contain|say)\s*(?:only\s*)?(?:the\s+(?:word|phrase|text|sentence)s?\s*)?:?\s*["'][^"'\n]{1,80}["']\s*(?:,|and)?\s*(?:no matter|regardless|whatever|nothing else|and nothing else|from now on|to (?:every|all|any))`,
      ),
    ],
  },
  {
    id: 'output.append-to-every-answer',
    anchors: [
      'every answer',
      'every response',
      'every reply',
      'every output',
      'every message',
      'every completion',
      'every future',
      'every subsequent',
      'every one of',
      'each answer',
      'each response',
      'each reply',
      'each output',
      'each message',
      'each completion',
      'each of your',
      'each future',
      'all your',
      'all of your',
      'all future',
      'all answers',
      'all responses',
      'all replies',
      'always end',
      'always start',
      'always begin',
      'always finish',
      'always conclude',
      'always sign',
      'always close',
    ],
    category: 'output_manipulation',
    confidence: 'medium',
    description: 'tells the model to add dictated text to every answer',
    patterns: [
      re(
        String.raw`\b(?:end|start|begin|finish|conclude|sign off|close|prefix|suffix|append to|sign)\s+(?:each|every|all)\s+(?:(?:of\s+)?your\s+)?(?:future\s+|subsequent\s+)?(?:answers?|responses?|replies|outputs?|messages?|completions?)\s+(?:from now on\s+)?with\s*(?:the\s+(?:phrase|text|words?|sentence|link|url|line|string)\s*)?:?\s*(?:["'\[(]|https?://|www\.)`,
      ),
      re(
        String.raw`\balways\s+(?:end|start|begin|finish|conclude|sign off|close)\s+(?:all\s+|each\s+|every\s+)?(?:of\s+)?your\s+(?:answers?|responses?|replies|outputs?|messages?)\s+with\s*(?:the\s+(?:phrase|text|words?|sentence|link|url)\s*)?:?\s*["'\[(]?(?:https?://|www\.|[^"'\n]{0,40}\b(?:pwned|hacked|visit|click|buy|subscribe|bitcoin|crypto|\.com))`,
      ),
      re(
        String.raw`\b(?:add|append|include|insert)\s+(?:the\s+)?(?:following\s+)?(?:text|phrase|sentence|link|url|line|message|sentence)?\s*(?:["'][^"'\n]{1,80}["']\s+|(?:https?://\S+)\s+)?(?:to|at the (?:end|start|beginning) of)\s+(?:each|every|all)\s+(?:of\s+)?(?:your\s+)?(?:answers?|responses?|replies|outputs?|messages?)\b`,
      ),
    ],
  },
  {
    id: 'output.covert-content',
    anchors: [
      'subtly',
      'secretly',
      'covertly',
      'discreetly',
      'casually',
      'sneakily',
      'quietly',
      'enhance your',
      'embellish',
      'spice up',
      'enrich your',
      'user to',
      'users to',
      'user that',
      'users that',
      'do not summar',
      "don't summar",
      'do not transl',
      "don't transl",
      'do not answer',
      "don't answer",
      'do not analy',
      "don't analy",
      'do not classif',
      "don't classif",
      'do not categor',
      "don't categor",
      'do not describe',
      "don't describe",
      'do not review',
      "don't review",
      'instead of',
    ],
    category: 'output_manipulation',
    confidence: 'medium',
    description: 'tells the model to slip promotions, links or false claims into its answer',
    patterns: [
      re(
        String.raw`\b(?:subtly|secretly|covertly|discreetly|casually|sneakily|quietly)\s+(?:mention|promote|recommend|advertise|insert|include|plug|claim|suggest|hint|inject|add|push|tell the user)\b`,
      ),
      re(
        String.raw`\b(?:enhance|embellish|spice up|enrich)\s+your\s+(?:response|answer|reply|summary|output)\s+(?:by|with)\b`,
      ),
      re(
        String.raw`${clauseAt('tell|inform|ask|instruct|direct|urge|advise|remind')}(?:tell|inform|ask|instruct|direct|urge|advise|remind)\s+(?:the\s+)?users?\s+(?:that\s+they\s+(?:must|should|need to)\s+|to\s+)(?:visit|go to|click|open|download|install|call|contact|enter|provide|send|log ?in (?:at|to)|reset|verify|update|confirm)\b${gap(80)}(?:https?://|www\.|\b[\w-]+\.(?:com|net|org|io|xyz|ru|info|biz|top|tk)\b)`,
      ),
      re(
        String.raw`\b(?:do not|don't|instead of)\s+(?:summari[sz]e|translate|answer|analy[sz]e|classify|categori[sz]e|describe|review)\b${gap(60)}(?:;|,|\.|-)?\s*(?:instead|rather)\b`,
      ),
    ],
  },
];

/** Looks up a rule by its id. */
export function findRule(id: string): Rule | undefined {
  return RULES_BY_ID.get(id);
}

const RULES_BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));
