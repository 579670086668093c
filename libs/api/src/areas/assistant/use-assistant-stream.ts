import { useCallback, useEffect, useRef } from 'react';
import { failureMessage, isApiError, isCancelledError } from '../../core/api-error';
import type { ApiErrorKind } from '../../core/api-error';
import { usePortalClient } from '../../provider/use-api';
import { askAssistant } from './ask-assistant';
import type { AskAssistantOptions } from './ask-assistant';
import type { AssistantAskBody, AssistantDone } from './types';

/** How one streamed answer ended. */
export type AssistantStreamEnd =
  | { kind: 'done'; done: AssistantDone }
  /** Stopped by the user (stop, a new question, leaving the screen). */
  | { kind: 'stopped' }
  /** `errorKind` 'expired': the session's expiry flow is already running, so screens may stay quiet. */
  | { kind: 'failed'; message: string; errorKind: ApiErrorKind };

export type AssistantStreamHandlers = Pick<AskAssistantOptions, 'onMeta' | 'onDelta'>;

/**
 * Asks the assistant with one answer streaming at a time: asking again or `stop()` cancels the running one,
 * and so does unmounting. The 444 / 500 rules have run by the time `ask` resolves (expiry flow, error toast).
 */
export function useAssistantStream() {
  const client = usePortalClient();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const ask = useCallback(
    async (body: AssistantAskBody, handlers: AssistantStreamHandlers = {}): Promise<AssistantStreamEnd> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      try {
        const result = await askAssistant(client, body, { ...handlers, signal: controller.signal });
        return result.ok ? { kind: 'done', done: result.data } : { kind: 'failed', message: failureMessage(result), errorKind: result.kind };
      } catch (error) {
        if (isCancelledError(error)) return { kind: 'stopped' };
        if (isApiError(error)) return { kind: 'failed', message: error.message, errorKind: error.kind };
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client],
  );

  const stop = useCallback(() => running.current?.abort(), []);
  return { ask, stop };
}
