import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next: streamed chunks, an HTTP error, or nothing at all (a hung server). */
export type FakeLlmMode = { kind: 'stream'; chunks: readonly string[] } | { kind: 'error'; status: number } | { kind: 'hang' };

export type FakeLlm = {
  baseURL: string;
  /** The JSON bodies of the chat completion requests received, in order. */
  requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  next(mode: FakeLlmMode): void;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A local server speaking the OpenAI chat completions streaming protocol (`data: {chunk}` lines, then
 * `data: [DONE]`), for testing the provider without any call leaving the machine.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  let mode: FakeLlmMode = { kind: 'stream', chunks: [] };
  const requests: FakeLlm['requests'] = [];
  const hung = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as FakeLlm['requests'][number]);
      if (mode.kind === 'hang') {
        hung.add(response);
        return;
      }
      if (mode.kind === 'error') {
        response.writeHead(mode.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of mode.chunks) {
        const chunk = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'qwen', choices: [{ index: 0, delta: { content }, finish_reason: null }] };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    next(value) {
      mode = value;
    },
    close: async () => {
      for (const response of hung) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
