// CSV of a list as shown (RFC 4180): fields quoted when they hold a comma, a quote or a line break,
// quotes doubled, lines ended by CRLF. A cell a spreadsheet would run as a formula (=, +, -, @ first)
// gets a leading apostrophe, unless it is a plain number such as "-12.50" (OWASP "CSV injection").

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?[$€£]?\d[\d,.]*$/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header line, then one line per row; every line ends with CRLF. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}

/** Saves the text as a file in the browser. The byte-order mark lets Excel read accents as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a file the browser holds (a CSV answered by the server) through a link to it. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
