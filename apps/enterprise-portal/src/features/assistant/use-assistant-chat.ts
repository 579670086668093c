import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assistantConversationQueryOptions, assistantKeys, useAssistantStream, usePortalClient } from '@smes/api';
import type { AssistantContext, AssistantConversation, AssistantDone, AssistantMessageFeedback, AssistantMethod } from '@smes/api';

export type AnswerStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export type ChatAnswer = {
  status: AnswerStatus;
  text: string;
  messageId: string | null;
  method: AssistantMethod | null;
  /** The `done` event: label, outcome, citations, eligibility. Null until the answer is complete. */
  done: AssistantDone | null;
  error: string | null;
  feedback: AssistantMessageFeedback | null;
};

export type ChatTurn = { key: string; question: string; answer: ChatAnswer };

export type UseAssistantChatOptions = {
  /** The page the questions are asked from (docType + docId keep answers to that document). */
  context: AssistantContext | null;
  /** Logged-in users' conversations are kept by the server; an anonymous one can live in sessionStorage under this key. */
  sessionKey?: string;
  /** Where a signed-in user's current conversation id is kept for the browser session, to continue it after a reload. */
  currentConversationKey?: string;
  isLoggedIn: boolean;
};

const EMPTY_ANSWER: ChatAnswer = { status: 'streaming', text: '', messageId: null, method: null, done: null, error: null, feedback: null };

/** What an answer's end announces to screen readers, once per answer. */
function announcementOf(answer: ChatAnswer): string {
  switch (answer.status) {
    case 'done':
      return `回答完成（${answer.done?.methodLabel ?? ''}）：${answer.text}`;
    case 'stopped':
      return '已停止生成';
    case 'failed':
      return `回答失败：${answer.error ?? ''}`;
    case 'streaming':
      return '';
  }
}

function readSessionItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSessionItem(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the conversation simply does not outlive the page.
  }
}

function readSessionTurns(key: string | undefined): ChatTurn[] {
  if (key === undefined) return [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? (stored as ChatTurn[]).filter((turn) => turn.answer.status !== 'streaming') : [];
  } catch {
    return [];
  }
}

/** A stored conversation as turns: each user message with the assistant message after it. */
export function turnsOf(conversation: AssistantConversation): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of conversation.messages) {
    if (message.role === 'user') {
      turns.push({ key: message.id, question: message.text, answer: { ...EMPTY_ANSWER, status: 'stopped' } });
      continue;
    }
    const turn = turns.at(-1);
    if (turn === undefined) continue;
    turn.answer = {
      status: 'done',
      text: message.text,
      messageId: message.id,
      method: message.method,
      done:
        message.method === null || message.outcome === null
          ? null
          : {
              messageId: message.id,
              method: message.method,
              methodLabel: message.methodLabel ?? '',
              outcome: message.outcome,
              citations: message.citations,
              eligibility: message.eligibility,
            },
      error: null,
      feedback: message.feedback,
    };
  }
  return turns;
}

/**
 * One conversation with the assistant: the turns so far, the answer streaming into the last one, stop,
 * regenerate, a new conversation. Anonymous turns are kept for the browser session only.
 */
export function useAssistantChat({ context, sessionKey, currentConversationKey, isLoggedIn }: UseAssistantChatOptions) {
  const { ask: askStream, stop } = useAssistantStream();
  const queryClient = useQueryClient();
  const client = usePortalClient();
  const [turns, setTurns] = useState<ChatTurn[]>(() => (isLoggedIn ? [] : readSessionTurns(sessionKey)));
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const counter = useRef(0);
  const conversationRef = useRef<string | null>(null);
  conversationRef.current = conversationId;

  const turnsRef = useRef(turns);
  turnsRef.current = turns;

  const streaming = turns.some((turn) => turn.answer.status === 'streaming');

  useEffect(() => {
    if (isLoggedIn || sessionKey === undefined || streaming) return;
    sessionStorage.setItem(sessionKey, JSON.stringify(turns));
  }, [isLoggedIn, sessionKey, streaming, turns]);

  // A signed-in user's conversation continues after a reload: reopen the one this tab was in, unless a question
  // was asked meanwhile. One that is gone (deleted, or not this account's: 404) is forgotten.
  useEffect(() => {
    if (!isLoggedIn || currentConversationKey === undefined) return;
    const id = readSessionItem(currentConversationKey);
    if (id === null || id === '' || conversationRef.current !== null) return;
    let cancelled = false;
    queryClient.fetchQuery(assistantConversationQueryOptions(client, id)).then(
      (conversation) => {
        if (cancelled || conversationRef.current !== null || turnsRef.current.length > 0) return;
        conversationRef.current = conversation.id;
        setConversationId(conversation.id);
        setTurns(turnsOf(conversation));
      },
      () => {
        if (!cancelled) writeSessionItem(currentConversationKey, null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, currentConversationKey, isLoggedIn, queryClient]);

  useEffect(() => {
    if (isLoggedIn && currentConversationKey !== undefined && conversationId !== null) writeSessionItem(currentConversationKey, conversationId);
  }, [conversationId, currentConversationKey, isLoggedIn]);

  const updateAnswer = useCallback((key: string, update: (answer: ChatAnswer) => ChatAnswer) => {
    setTurns((current) => current.map((turn) => (turn.key === key ? { ...turn, answer: update(turn.answer) } : turn)));
  }, []);

  const run = useCallback(
    async (question: string, replacing: string | null) => {
      counter.current += 1;
      const key = `turn-${Date.now()}-${counter.current}`;
      let text = '';
      setAnnouncement('');
      setTurns((current) => [...current.filter((turn) => turn.key !== replacing), { key, question, answer: EMPTY_ANSWER }]);
      const end = await askStream(
        { question, conversationId: isLoggedIn ? conversationRef.current : null, context },
        {
          onMeta: (meta) => {
            updateAnswer(key, (answer) => ({ ...answer, messageId: meta.messageId, method: meta.method }));
            if (meta.conversationId !== null && meta.conversationId !== conversationRef.current) {
              conversationRef.current = meta.conversationId;
              setConversationId(meta.conversationId);
            }
          },
          onDelta: (delta) => {
            text += delta.text;
            updateAnswer(key, (answer) => ({ ...answer, text: answer.text + delta.text }));
          },
        },
      );
      const ended: Pick<ChatAnswer, 'status' | 'done' | 'error'> =
        end.kind === 'done'
          ? { status: 'done', done: end.done, error: null }
          : end.kind === 'stopped'
            ? { status: 'stopped', done: null, error: null }
            : { status: 'failed', done: null, error: end.message };
      updateAnswer(key, (answer) => ({ ...answer, ...ended, messageId: end.kind === 'done' ? end.done.messageId : answer.messageId }));
      // The expiry flow is already taking the user to the login page: nothing to announce.
      if (!(end.kind === 'failed' && end.errorKind === 'expired')) {
        setAnnouncement(announcementOf({ ...EMPTY_ANSWER, ...ended, text }));
      }
      if (end.kind === 'done' && isLoggedIn) {
        void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations(), exact: true });
      }
    },
    [askStream, context, isLoggedIn, queryClient, updateAnswer],
  );

  const ask = useCallback((question: string) => run(question, null), [run]);

  /** Asks the last question again; its old answer gives way to the new one. */
  const regenerate = useCallback(() => {
    const last = turns.at(-1);
    if (last !== undefined) void run(last.question, last.key);
  }, [run, turns]);

  const startNew = useCallback(() => {
    stop();
    setTurns([]);
    setConversationId(null);
    setAnnouncement('');
    if (sessionKey !== undefined) writeSessionItem(sessionKey, null);
    if (currentConversationKey !== undefined) writeSessionItem(currentConversationKey, null);
  }, [currentConversationKey, sessionKey, stop]);

  const open = useCallback(
    (conversation: AssistantConversation) => {
      stop();
      setTurns(turnsOf(conversation));
      setConversationId(conversation.id);
      setAnnouncement('');
    },
    [stop],
  );

  const setFeedback = useCallback(
    (key: string, feedback: AssistantMessageFeedback) => updateAnswer(key, (answer) => ({ ...answer, feedback })),
    [updateAnswer],
  );

  return { turns, conversationId, streaming, announcement, ask, stop, regenerate, startNew, open, setFeedback };
}
