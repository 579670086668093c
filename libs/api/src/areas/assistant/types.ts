import type { PortalComponents as components } from '@smes/contract-types';

type Schemas = components['schemas'];

export type AssistantDocType = Schemas['AssistantDocType'];
/** The page a question is asked from; with docType + docId the answer keeps to that document. */
export type AssistantContext = Schemas['AssistantContext'];
export type AssistantAskBody = Schemas['AssistantAsk'];
/** extractive: 检索摘录; llm: 大模型生成（基于 N 条政策原文）. */
export type AssistantMethod = Schemas['AssistantMethod'];
export type AssistantOutcome = Schemas['AssistantOutcome'];
/** The stream's first event. */
export type AssistantMeta = Schemas['AssistantStreamMeta'];
/** A piece of the answer's text, with `[n]` citation markers. */
export type AssistantDelta = Schemas['AssistantStreamDelta'];
/** The stream's last event: how the answer was made, what it cites, the eligibility check if it ran one. */
export type AssistantDone = Schemas['AssistantStreamDone'];
export type AssistantCitation = Schemas['AssistantCitation'];
export type AssistantEligibility = Schemas['AssistantEligibility'];
export type AssistantCondition = Schemas['AssistantEligibilityCondition'];
export type AssistantConversationSummary = Schemas['AssistantConversationSummary'];
export type AssistantConversation = Schemas['AssistantConversation'];
export type AssistantMessage = Schemas['AssistantMessage'];
export type AssistantFeedback = Schemas['AssistantFeedback'];
export type AssistantMessageFeedback = Schemas['AssistantMessageFeedback'];
