import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import { composeAnswer } from '../../domain/assistant/answer';
import type { ComposedAnswer } from '../../domain/assistant/answer';
import { askLlm, llmConfigFromEnv, llmMethodLabel } from '../../domain/assistant/llm';
import type { LlmConfig } from '../../domain/assistant/llm';
import type { Method } from '../../domain/assistant/conversations';
import {
  conversationMessages,
  deleteConversation,
  listConversations,
  newMessageId,
  ownConversation,
  recordExchange,
  setFeedback,
  startConversation,
} from '../../domain/assistant/conversations';
import { documentExists, suggestionsFor } from '../../domain/assistant/suggestions';
import { ledgerForEvaluation } from '../../domain/ip-records';
import { HttpError } from '../../http/http-error';
import { isUnsafeText } from '../../http/unsafe-text';
import { SERVER_ERROR_MESSAGE } from '../constants';
import { failure, ok } from '../envelope';
import { findSession, requireSession } from '../session';
import type { Handler, PortalDeps } from './types';

type AskBody = PortalSchemas['AssistantAsk'];
type FeedbackBody = PortalSchemas['AssistantFeedback'];
type IdParams = { id: string };
type SuggestionQuery = { docType?: PortalSchemas['AssistantDocType']; docId?: string };

export const CONVERSATION_NOT_FOUND = '会话不存在';
export const MESSAGE_NOT_FOUND = '回答不存在';
export const DOCUMENT_NOT_FOUND = '所指的文件不存在';
export const EXTRACTIVE_LABEL = '检索摘录';
/** Characters per `delta` event, and the pause between them: an answer appears as it is read out, and can be stopped. */
export const DELTA_CHARS = 12;
const DEFAULT_DELTA_PAUSE_MS = 12;

/** ASSISTANT_DELTA_PAUSE_MS overrides the pause (0 for the evaluation, which reads hundreds of answers). */
export function deltaPauseMs(value = process.env['ASSISTANT_DELTA_PAUSE_MS']): number {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 1000 ? parsed : DEFAULT_DELTA_PAUSE_MS;
}

// A question (and a feedback reason) is one line typed by a person: on top of what unsafe-text.ts refuses in
// all free text, which may keep tabs and line breaks, no tab or line break either.
const TAB_OR_LINE_BREAK = /[\t\n\r]/;

function isOneLine(text: string): boolean {
  return !isUnsafeText(text) && !TAB_OR_LINE_BREAK.test(text);
}

function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Splits the answer into deltas, never inside a [n] marker so a client can render markers as they arrive. */
export function deltas(text: string, size = DELTA_CHARS): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < text.length) {
    let end = Math.min(text.length, index + size);
    const open = text.lastIndexOf('[', end - 1);
    if (open >= index && text.indexOf(']', open) >= end) end = text.indexOf(']', open) + 1;
    out.push(text.slice(index, end));
    index = end;
  }
  return out;
}

function validQuestion(raw: string): string {
  const question = raw.trim();
  if (question.length === 0) throw new HttpError(400, '参数 question 不合法：问题不能为空');
  if (!isOneLine(question)) throw new HttpError(400, '参数 question 不合法：不能包含控制字符');
  return question;
}

type Stream = { answer: ComposedAnswer; conversationId: string | null; messageId: string; method: Method; methodLabel: string };

/**
 * Writes the answer as server-sent events on the raw response. The reply is hijacked, so the headers set
 * so far by the hooks (CORS, the XSRF cookie) are copied over. A closed connection stops the writing.
 */
async function streamAnswer(
  reply: FastifyReply,
  { answer, conversationId, messageId, method, methodLabel }: Stream,
  pauseMs: number,
): Promise<{ sent: string; complete: boolean }> {
  // The response's close, not the request's: Node closes an IncomingMessage once its body is read, so only
  // the response tells that the client went away.
  let closed = reply.raw.destroyed;
  reply.raw.on('close', () => {
    closed = true;
  });
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) must pass each event on at once rather than buffer the stream.
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!closed) raw.write(chunk);
  };
  write(sseEvent('meta', { conversationId, messageId, method }));
  let sent = '';
  for (const text of deltas(answer.text)) {
    if (closed) break;
    write(sseEvent('delta', { text }));
    sent += text;
    if (pauseMs > 0) await pause(pauseMs);
  }
  const complete = !closed;
  if (complete) {
    write(
      sseEvent('done', {
        messageId,
        method,
        methodLabel,
        outcome: answer.outcome,
        citations: answer.citations,
        eligibility: answer.eligibility,
      }),
    );
    raw.end();
  }
  return { sent, complete };
}

/**
 * The model's answer when a provider is configured and the answer came from retrieval, checked against
 * the clauses it was given; otherwise (no provider, an error, a timeout, an ungrounded answer) the
 * extractive one. The model's answer is read whole before anything is streamed, so an answer that fails
 * the check is never shown.
 */
async function chooseAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  llm: LlmConfig | null,
  question: string,
  composed: Awaited<ReturnType<typeof composeAnswer>>,
): Promise<{ answer: ComposedAnswer; method: Method; methodLabel: string }> {
  const { grounds, backlogNote, ...extractive } = composed;
  if (!llm || composed.outcome !== 'answered' || grounds.length === 0) return { answer: extractive, method: 'extractive', methodLabel: EXTRACTIVE_LABEL };
  // A client that goes away while the model writes stops the model too.
  const controller = new AbortController();
  const abort = () => controller.abort();
  reply.raw.once('close', abort);
  try {
    const result = await askLlm(llm, question, grounds, controller.signal);
    if ('answer' in result) {
      // The model saw only the indexed clauses: an answer given while documents wait to be indexed says so.
      const answer = backlogNote ? { ...result.answer, text: `${result.answer.text}\n\n${backlogNote}` } : result.answer;
      return { answer, method: 'llm', methodLabel: llmMethodLabel(grounds.length) };
    }
    request.log.warn({ reason: result.failure }, 'assistant provider answer not used; extractive answer instead');
  } finally {
    reply.raw.off('close', abort);
  }
  return { answer: extractive, method: 'extractive', methodLabel: EXTRACTIVE_LABEL };
}

export function assistantHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  const pauseMs = deltaPauseMs();
  const llm = llmConfigFromEnv();
  return {
    assistantAsk: async (request, reply) => {
      const body = request.body as AskBody;
      const question = validQuestion(body.question);
      const session = findSession(request);
      let conversationId = body.conversationId ?? null;
      if (conversationId !== null && (!session || !await ownConversation(db, session.user.id, conversationId))) {
        throw new HttpError(404, CONVERSATION_NOT_FOUND);
      }
      const context = body.context ?? null;
      const doc = context?.docType && context.docId ? { docType: context.docType, docId: context.docId } : null;
      if (doc && !await documentExists(db, doc.docType, doc.docId)) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      const at = now();
      const composed = await composeAnswer(db, { question, doc, ledger: session ? await ledgerForEvaluation(db, session.user.id, at) : null, now: at });
      const { answer, method, methodLabel } = await chooseAnswer(request, reply, llm, question, composed);
      if (session && conversationId === null) conversationId = await startConversation(db, session.user.id, question, at);
      const messageId = newMessageId();
      // Recorded before the answer ends: the client may rate it, or open the conversation, the moment the stream
      // closes, and on a database a round trip away a record written after the end would not be there yet.
      await recordExchange(db, { conversationId, userId: session?.user.id ?? null, question, answer, method, methodLabel }, messageId, at);
      let outcome: { sent: string; complete: boolean } = { sent: '', complete: false };
      try {
        outcome = await streamAnswer(reply, { answer, conversationId, messageId, method, methodLabel }, pauseMs);
      } catch (error) {
        request.log.error({ err: error }, 'assistant stream failed');
        if (!reply.raw.writableEnded) {
          reply.raw.write(sseEvent('error', failure(500, SERVER_ERROR_MESSAGE)));
          reply.raw.end();
        }
      }
      // A stopped answer is kept as far as it was read, so the conversation shows what the user saw.
      if (!outcome.complete) await db.run('UPDATE assistant_messages SET text = ? WHERE id = ?', `${outcome.sent}…（已停止生成）`, messageId);
      return reply;
    },
    assistantConversations: async (request) => {
      const { user } = requireSession(request);
      return ok({ items: await listConversations(db, user.id) });
    },
    assistantConversation: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      const conversation = await ownConversation(db, user.id, id);
      if (!conversation) throw new HttpError(404, CONVERSATION_NOT_FOUND);
      return ok({ id: conversation.id, title: conversation.title, messages: await conversationMessages(db, conversation.id) });
    },
    assistantConversationDelete: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      if (!await deleteConversation(db, user.id, id)) throw new HttpError(404, CONVERSATION_NOT_FOUND);
      return ok(null, '已删除');
    },
    assistantFeedback: async (request) => {
      const { id } = request.params as IdParams;
      const body = request.body as FeedbackBody;
      const reason = body.reason?.trim() || null;
      if (reason !== null && !isOneLine(reason)) throw new HttpError(400, '参数 reason 不合法：不能包含控制字符');
      if (!await setFeedback(db, id, findSession(request)?.user.id ?? null, body.rating, reason)) throw new HttpError(404, MESSAGE_NOT_FOUND);
      return ok(null, '感谢您的评价');
    },
    assistantSuggestions: async (request) => {
      const { docType, docId } = request.query as SuggestionQuery;
      if ((docType === undefined) !== (docId === undefined)) throw new HttpError(400, '参数 docType 与 docId 须同时提供');
      if (docType && docId && !await documentExists(db, docType, docId)) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      return ok({ items: suggestionsFor(docType && docId ? { docType, docId } : null) });
    },
  };
}
