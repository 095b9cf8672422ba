// What the door's one box holds: a scanned check-in code (what a scanner types before its Enter) or
// a name to search for.
/** A check-in code: 32 hexadecimal digits, as the family's home shows them. */
const CODE = /^[0-9a-f]{32}$/i;

export function isCheckInCode(text: string): boolean {
  return CODE.test(text.trim());
}

/** A name worth searching: two characters or more, and not a code. */
export function searchTerm(text: string): string | null {
  const q = text.trim();
  return q.length >= 2 && !isCheckInCode(q) ? q : null;
}
