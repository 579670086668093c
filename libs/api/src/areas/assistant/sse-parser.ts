/** One server-sent event: its name (`message` when the server names none) and its data lines joined by "\n". */
export type ServerSentEvent = {
  event: string;
  data: string;
};

export type SseParser = {
  /** Feeds the next piece of the stream, already decoded; it may end anywhere, mid-line included. */
  feed(text: string): void;
  /** The stream ended: an event still waiting for its blank line is dropped, as the SSE standard says. */
  end(): void;
};

/**
 * The parts of the text/event-stream format the assistant's answer uses (WHATWG HTML §9.2.6): `event:`
 * and `data:` fields, comments, CRLF/LF/CR line ends, an event dispatched at its blank line. Written by
 * hand because the stream is a POST (EventSource cannot send one) and no parser package is installed.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  // A CR at the end of one piece may be the first half of a CRLF split across two pieces.
  let pendingCr = false;

  function dispatch() {
    if (dataLines.length > 0) {
      onEvent({ event: eventName === '' ? 'message' : eventName, data: dataLines.join('\n') });
    }
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string) {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'event') {
      eventName = value;
    } else if (field === 'data') {
      dataLines.push(value);
    }
    // `id` and `retry` only matter to EventSource's reconnection, which a POST answer never does.
  }

  return {
    feed(text) {
      let input = text;
      if (pendingCr && input.startsWith('\n')) {
        input = input.slice(1);
      }
      pendingCr = false;
      buffer += input;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') {
          continue;
        }
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) {
            pendingCr = true;
          } else if (buffer[index + 1] === '\n') {
            index += 1;
          }
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
      pendingCr = false;
    },
  };
}
