export { assistantKeys } from './keys';
export type * from './types';

export { askAssistant } from './ask-assistant';
export type { AskAssistantOptions } from './ask-assistant';
export { useAssistantStream } from './use-assistant-stream';
export type { AssistantStreamEnd, AssistantStreamHandlers } from './use-assistant-stream';
export { assistantSuggestionsQueryOptions, getAssistantSuggestions, useAssistantSuggestions } from './get-assistant-suggestions';
export type { AssistantSuggestionScope, UseAssistantSuggestionsOptions } from './get-assistant-suggestions';
export { assistantConversationsQueryOptions, getAssistantConversations, useAssistantConversations } from './get-assistant-conversations';
export type { UseAssistantConversationsOptions } from './get-assistant-conversations';
export { assistantConversationQueryOptions, getAssistantConversation, useAssistantConversation } from './get-assistant-conversation';
export type { UseAssistantConversationOptions } from './get-assistant-conversation';
export { deleteAssistantConversation, useDeleteAssistantConversation } from './delete-assistant-conversation';
export { sendAssistantFeedback, useSendAssistantFeedback } from './send-assistant-feedback';
export type { AssistantFeedbackInput } from './send-assistant-feedback';
