const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 quoting, plus a leading apostrophe so spreadsheet apps never run a cell as a formula. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with BOM and CRLF: what Excel on a Chinese Windows opens without mojibake. */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
