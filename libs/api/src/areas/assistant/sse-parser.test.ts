import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';
import type { ServerSentEvent } from './sse-parser';

function parseAll(pieces: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const piece of pieces) parser.feed(piece);
  parser.end();
  return events;
}

const STREAM = 'event: meta\ndata: {"messageId":"m1"}\n\nevent: delta\ndata: {"text":"高企"}\n\n';

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    expect(parseAll([STREAM])).toEqual([
      { event: 'meta', data: '{"messageId":"m1"}' },
      { event: 'delta', data: '{"text":"高企"}' },
    ]);
  });

  it('gives the same events however the stream is cut, one character at a time included', () => {
    expect(parseAll(Array.from(STREAM))).toEqual(parseAll([STREAM]));
    expect(parseAll([STREAM.slice(0, 9), STREAM.slice(9, 30), STREAM.slice(30)])).toEqual(parseAll([STREAM]));
  });

  it('accepts CRLF and CR line ends, a CRLF split between two pieces included', () => {
    const crlf = STREAM.replaceAll('\n', '\r\n');
    expect(parseAll([crlf])).toEqual(parseAll([STREAM]));
    const cut = crlf.indexOf('\r\n') + 1;
    expect(parseAll([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(parseAll([STREAM]));
    expect(parseAll([STREAM.replaceAll('\n', '\r')])).toEqual(parseAll([STREAM]));
  });

  it('joins data lines, skips comments and unnamed fields, and names an unnamed event "message"', () => {
    expect(parseAll([': keep-alive\n\ndata: a\ndata:b\nid: 7\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('drops an event the stream ended before its blank line', () => {
    expect(parseAll(['event: delta\ndata: {"text":"半"}\n'])).toEqual([]);
  });
});
