import { portalKeys } from '../../query-keys';
import type { AssistantDocType } from './types';

/**
 * Query keys of the assistant. Suggestions are public; conversations belong to the signed-in account and
 * sit under its keys, so logging out drops them.
 */
export const assistantKeys = {
  all: () => [...portalKeys.all, 'assistant'] as const,
  suggestions: (docType: AssistantDocType | null, docId: string | null) =>
    [...assistantKeys.all(), 'suggestions', { docType, docId }] as const,
  mine: () => [...portalKeys.user(), 'assistant'] as const,
  conversations: () => [...assistantKeys.mine(), 'conversations'] as const,
  conversation: (id: string) => [...assistantKeys.conversations(), id] as const,
};
