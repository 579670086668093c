/**
 * iCalendar text (RFC 5545) written by hand: the calendar feed and the one-window download need only
 * all-day events, and no package is added for that. What calendar apps are strict about is here: CRLF
 * line ends, lines folded at 75 octets (never inside a UTF-8 sequence), TEXT values escaped, a UTC
 * DTSTAMP and stable UIDs so a re-import updates an event instead of duplicating it.
 */

export type AllDayEvent = {
  /** Stable across downloads and feed reads of the same window. */
  uid: string;
  /** The day, YYYY-MM-DD (a floating date: the same calendar day wherever the reader is). */
  date: string;
  summary: string;
  description: string;
  url: string;
};

/** An event with a start and end instant (an activity), written in UTC so no VTIMEZONE is needed. */
export type TimedEvent = {
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
};

/** Which of the portal's calendars a document is: its PRODID says so (an activity's file is not 申报日历's). */
export type CalendarProduct = '申报日历' | '活动报名';

export type CalendarDocument = { product: CalendarProduct; name: string; events: readonly (AllDayEvent | TimedEvent)[] };

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
/** PRODID (RFC 5545 §3.7.3): the product that wrote the file. */
export function productId(product: CalendarProduct): string {
  return `-//中小企业服务门户//${product}//ZH`;
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash first, then `;` `,` and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (RFC 5545 §3.1): no physical line longer than 75 octets, each continuation
 * starting with one space (which counts toward its 75), and never splitting a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20261124T043500Z */
export function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function eventLines(event: AllDayEvent | TimedEvent): string[] {
  if ('date' in event) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      // DTEND of an all-day event is exclusive: the next day.
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'TRANSP:TRANSPARENT',
    ];
  }
  return [
    `DTSTART:${utcStamp(new Date(event.start))}`,
    `DTEND:${utcStamp(new Date(event.end))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    // An activity takes the time: shown as busy, unlike a deadline reminder.
    'TRANSP:OPAQUE',
  ];
}

export function renderCalendar({ product, name, events }: CalendarDocument, now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId(product)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
    ...events.flatMap((event) => ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`, ...eventLines(event), 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
