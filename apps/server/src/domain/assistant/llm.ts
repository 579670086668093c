import OpenAI from 'openai';
import { citationOf } from './answer';
import type { ComposedAnswer } from './answer';
import type { ClauseHit } from './answer';

/** An OpenAI-compatible chat endpoint (a self-hosted Qwen or DeepSeek behind vLLM, Ollama …). */
export type LlmConfig = { baseURL: string; apiKey: string; model: string; timeoutMs: number };

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The provider's configuration from the environment, or null when ASSISTANT_LLM_BASE_URL is not set (the
 * embedded extractive composer answers alone). A base URL without a model is a configuration error.
 */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const baseURL = env['ASSISTANT_LLM_BASE_URL']?.trim();
  if (!baseURL) return null;
  const model = env['ASSISTANT_LLM_MODEL']?.trim();
  if (!model) throw new Error('ASSISTANT_LLM_BASE_URL is set but ASSISTANT_LLM_MODEL is not: name the model to ask');
  const timeout = Number(env['ASSISTANT_LLM_TIMEOUT_MS'] ?? DEFAULT_TIMEOUT_MS);
  return {
    baseURL,
    // Self-hosted servers often take any key; the client insists on one.
    apiKey: env['ASSISTANT_LLM_API_KEY']?.trim() || 'none',
    model,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

export const SYSTEM_PROMPT = [
  '你是中小企业服务门户的政策助手。只能依据用户消息中编号的政策原文条款回答，不得使用条款以外的知识，不得编造金额、条件或文件。',
  '每一句依据条款的话后面用 [编号] 标注出处，编号只能是给出的条款编号。',
  '条款不足以回答时，直接说明“所给条款没有涉及”。用简体中文，分点作答，不超过 300 字。',
].join('\n');

export function userPrompt(question: string, grounds: readonly ClauseHit[]): string {
  const clauses = grounds.map((hit, index) => {
    const { clause } = hit;
    const name = `${clause.title}${clause.docNo ? `（${clause.docNo}）` : ''}${clause.clause}`;
    return `[${index + 1}] ${name}：${clause.text}`;
  });
  return `条款：\n${clauses.join('\n')}\n\n问题：${question}`;
}

export function llmMethodLabel(count: number): string {
  return `大模型生成（基于 ${count} 条政策原文）`;
}

/**
 * The model's answer when every citation in it resolves to a clause it was given, otherwise null: an
 * answer citing nothing, or citing [n] beyond the clauses, is not shown (the caller falls back to the
 * extractive answer).
 */
export function groundedAnswer(text: string, grounds: readonly ClauseHit[]): ComposedAnswer | null {
  const trimmed = text.trim();
  const markers = [...trimmed.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  if (trimmed.length === 0 || markers.length === 0) return null;
  if (markers.some((n) => n < 1 || n > grounds.length)) return null;
  const cited = [...new Set(markers)].sort((a, b) => a - b);
  return {
    text: trimmed,
    outcome: 'answered',
    citations: cited.map((n) => citationOf(grounds[n - 1] as ClauseHit, n)),
    eligibility: null,
  };
}

export type LlmResult = { answer: ComposedAnswer } | { failure: string };

/**
 * Asks the model with only the retrieved clauses, reading its streamed chunks to the end (the answer is
 * checked before anything is shown). Errors, timeouts and ungrounded answers come back as a failure.
 */
export async function askLlm(config: LlmConfig, question: string, grounds: readonly ClauseHit[], signal: AbortSignal): Promise<LlmResult> {
  const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  try {
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        stream: true,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(question, grounds) },
        ],
      },
      { signal },
    );
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    const answer = groundedAnswer(text, grounds);
    return answer ? { answer } : { failure: `ungrounded answer: ${text.slice(0, 120)}` };
  } catch (error) {
    return { failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
