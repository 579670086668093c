/**
 * Reads iCalendar text back for tests: unfolds continuation lines, splits each content line at its
 * first unquoted colon and undoes TEXT escaping. Property names keep their parameters
 * (`DTSTART;VALUE=DATE`), so a test sees exactly what a calendar app parses.
 */
export type ReadCalendar = { properties: Record<string, string>; events: Record<string, string>[] };

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

export function parseCalendar(text: string): ReadCalendar {
  if (/(^|[^\r])\n/.test(text)) throw new Error('iCalendar lines must end with CRLF');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line.length > 0);
  const calendar: ReadCalendar = { properties: {}, events: [] };
  let event: Record<string, string> | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`not a content line: ${line}`);
    const name = line.slice(0, colon);
    const value = unescapeText(line.slice(colon + 1));
    if (name === 'BEGIN' && value === 'VEVENT') event = {};
    else if (name === 'END' && value === 'VEVENT') {
      if (event) calendar.events.push(event);
      event = undefined;
    } else if (event) event[name] = value;
    else calendar.properties[name] = value;
  }
  return calendar;
}
