/**
 * The detection rules, as data: one file per rule family under rules/, each rule with a stable dotted
 * id, a category, a confidence, a plain-language description, anchors, patterns over NORMALIZED text
 * (see normalize.ts), and the examples it must and must not match (`tps`/`fps`).
 *
 * Precision matters as much as recall: patterns look for the imperative structure of a hijack
 * ("ignore your previous instructions and …"), never for a keyword alone, so that text which merely
 * mentions instructions, passwords, system prompts or deleting stays safe.
 *
 * The bundles (dist/bundle/) replace this module with one scripts/prebuilt-rules.mjs generates from it
 * at build time: the same rules read from a data file, each pattern compiled on first use, without the
 * tps/fps (only the tests read them), and with {@link PREBUILT_ANCHOR_INDEX} filled in. Evaluating the
 * 80-odd rule files and compiling their patterns would otherwise cost every cold start tens of ms.
 */
import type { AnchorIndexData } from './anchor-index.js';
import {
  accountRequest,
  deleteAllMine,
  outsideTransfer,
  sendMyData,
} from './rules/actions/account-request.js';
import { covertAction } from './rules/actions/covert-action.js';
import { dataOrder } from './rules/actions/data-order.js';
import { deleteData } from './rules/actions/delete-data.js';
import { emailOnBehalf } from './rules/actions/email-on-behalf.js';
import { forwardData } from './rules/actions/forward-data.js';
import { ownerVoiceField, ownerVoiceRequest, ownerVoiceWipe } from './rules/actions/owner-voice-request.js';
import { PLANTED_REQUEST_RULES } from './rules/actions/planted-request.js';
import { plantedToolCall } from './rules/actions/planted-tool-call.js';
import { principalDataOrder } from './rules/actions/principal-data-order.js';
import { purchase } from './rules/actions/purchase.js';
import { requestInNameField } from './rules/actions/request-in-name-field.js';
import { runCommand } from './rules/actions/run-command.js';
import { toolCall } from './rules/actions/tool-call.js';
import { transferFunds } from './rules/actions/transfer-funds.js';
import { addressedOrderMultilingual } from './rules/context/addressed-multilingual.js';
import { addressedToModel } from './rules/context/addressed-to-model.js';
import { aiAddresseeOrder } from './rules/context/ai-addressee-order.js';
import { answerRider } from './rules/context/answer-rider.js';
import { chatTemplateToken } from './rules/context/chat-template-token.js';
import { covertAddressedOrder } from './rules/context/covert-addressed-order.js';
import { dataDirective } from './rules/context/data-directive.js';
import { deceasedRelative, deceasedRelativeMultilingual } from './rules/context/deceased-relative.js';
import { decodeAndRun } from './rules/context/decode-and-run.js';
import { developerMode, modeSwitch } from './rules/context/developer-mode.js';
import { directiveTag } from './rules/context/directive-tag.js';
import { dropTask } from './rules/context/drop-task.js';
import { dropTaskMultilingual } from './rules/context/drop-task-multilingual.js';
import { dualPersona } from './rules/context/dual-persona.js';
import { fakeCompletion, fakeEndMarker } from './rules/context/fake-end-marker.js';
import { fakeRoleTurn, fakeSystemMessage } from './rules/context/fake-role-turn.js';
import { fakeToolCall } from './rules/context/fake-tool-call.js';
import { fakeTranscript } from './rules/context/fake-transcript.js';
import { fictionWrapper, fictionWrapperMultilingual } from './rules/context/fiction-wrapper.js';
import { noLimitsHypothetical, prefixInjection, refusalBan } from './rules/context/forced-compliance.js';
import { hiddenUnicodeTags, hiddenVariationSelectors } from './rules/context/hidden-runs.js';
import { HIJACK_AR_RULES } from './rules/context/hijack-ar.js';
import { HIJACK_HI_RULES } from './rules/context/hijack-hi.js';
import { HIJACK_JA_RULES } from './rules/context/hijack-ja.js';
import {
  danPersonaMultilingual,
  developerModeMultilingual,
  ignoreSafetyMultilingual,
  newPersonaMultilingual,
  stopBeingAssistantMultilingual,
} from './rules/context/hijack-multilingual.js';
import { HIJACK_RU_RULES } from './rules/context/hijack-ru.js';
import { HIJACK_ZH_RULES } from './rules/context/hijack-zh.js';
import { aiRollCall, ifYouAreAi, ifYouAreAiMultilingual } from './rules/context/if-you-are-ai.js';
import { ignorePrevious, ignorePreviousMultilingual } from './rules/context/ignore-previous.js';
import { ignoreSafety } from './rules/context/ignore-safety.js';
import {
  compliancePriming,
  excusedHarm,
  freshInstance,
  malwareRequest,
  unfilteredDialogue,
} from './rules/context/jailbreak-setup.js';
import { newTaskMultilingual } from './rules/context/new-task-multilingual.js';
import { noRefusalPersona } from './rules/context/no-refusal-persona.js';
import { overrideInstructions } from './rules/context/override-instructions.js';
import { overrideInstructionsMultilingual } from './rules/context/override-multilingual.js';
import { payloadSplit } from './rules/context/payload-split.js';
import { personaSwitch } from './rules/context/persona-switch.js';
import {
  plantedAddressee,
  plantedReaderDuty,
  plantedReaderRequest,
  plantedVocative,
} from './rules/context/planted-addressee.js';
import { fakeEvaluation, plantedMessage } from './rules/context/planted-message.js';
import { programNote, systemNotice, whoeverOrder } from './rules/context/planted-notice.js';
import { policyLift } from './rules/context/policy-lift.js';
import { priorityClaim } from './rules/context/priority-claim.js';
import { processorOrder } from './rules/context/processor-order.js';
import { automatedReaderOrder, programVocative } from './rules/context/program-vocative.js';
import { READER_ORDER_RULES } from './rules/context/reader-order.js';
import { redefineWords } from './rules/context/redefine-words.js';
import { relayedAuthority } from './rules/context/relayed-authority.js';
import { roleDropMultilingual } from './rules/context/role-drop-multilingual.js';
import { roleReassign } from './rules/context/role-reassign.js';
import { safetySwitchedOff } from './rules/context/safety-switched-off.js';
import { standingOrder } from './rules/context/standing-order.js';
import { taskSwitch } from './rules/context/task-switch.js';
import { todoOrder } from './rules/context/todo-order.js';
import { toolCallOrder } from './rules/context/tool-call-order.js';
import { toolKnowledge } from './rules/context/tool-knowledge.js';
import { userPriority } from './rules/context/user-priority.js';
import { vocativeInstruction } from './rules/context/vocative-instruction.js';
import { voidSetup, voidSetupMultilingual } from './rules/context/void-setup.js';
import { askSecret } from './rules/data/ask-secret.js';
import { askWithheld } from './rules/data/ask-withheld.js';
import { configDump } from './rules/data/config-dump.js';
import { dumpContext } from './rules/data/dump-context.js';
import { extractOwnSetup } from './rules/data/extract-own-setup.js';
import { extractSetup } from './rules/data/extract-setup.js';
import { extractSetupParts } from './rules/data/extract-setup-parts.js';
import { guardedSecret } from './rules/data/guarded-secret.js';
import {
  hiddenContextMultilingual,
  sendUserDataMultilingual,
} from './rules/data/hidden-context-multilingual.js';
import { initialSetupMultilingual } from './rules/data/initial-setup-multilingual.js';
import { leakPrevious } from './rules/data/leak-previous.js';
import { markdownExfiltration } from './rules/data/markdown-exfiltration.js';
import { otherConversations, otherConversationsMultilingual } from './rules/data/other-conversations.js';
import { passwordGame } from './rules/data/password-game.js';
import { revealSystemPrompt, revealSystemPromptMultilingual } from './rules/data/reveal-system-prompt.js';
import { sendToDestination } from './rules/data/send-to-destination.js';
import { knowledgeFiles, setupProbe } from './rules/data/setup-probe.js';
import { setupRetold } from './rules/data/setup-retold.js';
import { urlAppend } from './rules/data/url-append.js';
import { accessGranted } from './rules/output/access-granted.js';
import { appendToEveryAnswer } from './rules/output/append-to-every-answer.js';
import { covertContent } from './rules/output/covert-content.js';
import { forcedPhrase } from './rules/output/forced-phrase.js';
import { pwned } from './rules/output/pwned.js';
import { verdictOrder } from './rules/output/verdict-order.js';
import type { Rule } from './rules/types.js';

export type { Rule } from './rules/types.js';

/** All rules, in priority order (the order evidence is collected in and fallback rules defer to). */
export const RULES: readonly Rule[] = [
  ignorePrevious,
  ignorePreviousMultilingual,
  overrideInstructionsMultilingual,
  overrideInstructions,
  chatTemplateToken,
  fakeRoleTurn,
  fakeSystemMessage,
  personaSwitch,
  developerMode,
  modeSwitch,
  decodeAndRun,
  developerModeMultilingual,
  newPersonaMultilingual,
  ignoreSafetyMultilingual,
  dropTaskMultilingual,
  newTaskMultilingual,
  stopBeingAssistantMultilingual,
  danPersonaMultilingual,
  addressedOrderMultilingual,
  ignoreSafety,
  addressedToModel,
  vocativeInstruction,
  dataDirective,
  processorOrder,
  voidSetupMultilingual,
  fakeTranscript,
  hiddenUnicodeTags,
  hiddenVariationSelectors,
  voidSetup,
  safetySwitchedOff,
  taskSwitch,
  roleReassign,
  roleDropMultilingual,
  covertAddressedOrder,
  standingOrder,
  fakeEndMarker,
  fakeCompletion,
  plantedMessage,
  fakeEvaluation,
  plantedAddressee,
  plantedVocative,
  plantedReaderRequest,
  plantedReaderDuty,
  answerRider,
  toolKnowledge,
  todoOrder,
  toolCallOrder,
  fakeToolCall,
  systemNotice,
  whoeverOrder,
  programNote,
  programVocative,
  directiveTag,
  dropTask,
  ifYouAreAi,
  ifYouAreAiMultilingual,
  aiAddresseeOrder,
  aiRollCall,
  relayedAuthority,
  redefineWords,
  revealSystemPrompt,
  askSecret,
  markdownExfiltration,
  sendToDestination,
  passwordGame,
  extractSetup,
  extractSetupParts,
  extractOwnSetup,
  guardedSecret,
  setupRetold,
  configDump,
  askWithheld,
  otherConversations,
  setupProbe,
  knowledgeFiles,
  otherConversationsMultilingual,
  leakPrevious,
  dumpContext,
  urlAppend,
  revealSystemPromptMultilingual,
  initialSetupMultilingual,
  ...HIJACK_JA_RULES,
  ...HIJACK_ZH_RULES,
  ...HIJACK_AR_RULES,
  ...HIJACK_HI_RULES,
  ...HIJACK_RU_RULES,
  hiddenContextMultilingual,
  sendUserDataMultilingual,
  covertAction,
  runCommand,
  toolCall,
  dataOrder,
  accountRequest,
  sendMyData,
  outsideTransfer,
  deleteAllMine,
  forwardData,
  deleteData,
  transferFunds,
  purchase,
  emailOnBehalf,
  ownerVoiceRequest,
  ownerVoiceWipe,
  ownerVoiceField,
  principalDataOrder,
  requestInNameField,
  plantedToolCall,
  pwned,
  accessGranted,
  forcedPhrase,
  appendToEveryAnswer,
  covertContent,
  // Orders planted in tool outputs for whoever reads them, and bare requests planted in data fields.
  ...READER_ORDER_RULES,
  ...PLANTED_REQUEST_RULES,
  // Direct hijacks and extraction.
  policyLift,
  deceasedRelative,
  deceasedRelativeMultilingual,
  prefixInjection,
  refusalBan,
  noLimitsHypothetical,
  automatedReaderOrder,
  dualPersona,
  payloadSplit,
  verdictOrder,
  fictionWrapper,
  fictionWrapperMultilingual,
  userPriority,
  priorityClaim,
  noRefusalPersona,
  freshInstance,
  compliancePriming,
  malwareRequest,
  excusedHarm,
  unfilteredDialogue,
];

/**
 * The anchor prefilter's index data (anchor-index.ts) for the rules with patterns, in RULES order. Here
 * undefined: match.ts computes it on first use; the bundle's generated module carries it precomputed.
 */
export const PREBUILT_ANCHOR_INDEX: AnchorIndexData | undefined = undefined;

/** Looks up a rule by its id. */
export function findRule(id: string): Rule | undefined {
  return RULES_BY_ID.get(id);
}

const RULES_BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));
