// A small RFC 5545 writer for the family feed: text escaped (RFC section 3.3.11), lines folded at 75
// octets (3.1), CRLF endings, and a VTIMEZONE built from the runtime's time zone data (Intl) so that
// every DTSTART;TZID=… has its definition in the file (3.6.5). No library: the npm ones either add a
// dependency for the VTIMEZONE or leave it out.

const CRLF = '\r\n';

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into pieces of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with one space
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** A property with optional parameters; the value is written as is (escape TEXT values first). */
export function prop(name: string, value: string, params: Record<string, string> = {}): string {
  const p = Object.entries(params)
    .map(([k, v]) => `;${k}=${v}`)
    .join('');
  return `${name}${p}:${value}`;
}

export function serialize(lines: string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 20260105T180000 (local, no zone) */
export function localStamp(p: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}): string {
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second ?? 0)}`;
}

/** 20260105T230000Z */
export function utcStamp(d: Date): string {
  return `${localStamp({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  })}Z`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in minutes east of UTC (New York in winter: -300). */
export function offsetAt(at: Date, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** -300 → "-0500" (UTC-OFFSET value). */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

type Transition = { at: Date; from: number; to: number };

/** Every offset change of the zone between two instants, to the minute. */
export function transitions(timeZone: string, from: Date, to: Date): Transition[] {
  const found: Transition[] = [];
  const DAY = 86_400_000;
  let prevAt = from.getTime();
  let prev = offsetAt(from, timeZone);
  for (let t = prevAt + DAY; t <= to.getTime(); t += DAY) {
    const now = offsetAt(new Date(t), timeZone);
    if (now !== prev) {
      let lo = prevAt;
      let hi = t; // offset(lo) = prev, offset(hi) = now
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetAt(new Date(mid), timeZone) === prev) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), from: prev, to: now });
    }
    prevAt = t;
    prev = now;
  }
  return found;
}

/**
 * The VTIMEZONE of an IANA zone: one STANDARD or DAYLIGHT observance per offset change from
 * `fromYear` to `toYear` (each with the exact local time it happens), or a single STANDARD for a
 * zone without changes. An observance is DAYLIGHT when its offset is the larger of the pair.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = new Date(Date.UTC(fromYear, 0, 1));
  const end = new Date(Date.UTC(toYear, 11, 31, 23, 59));
  const changes = transitions(timeZone, start, end);
  const lines = ['BEGIN:VTIMEZONE', prop('TZID', timeZone), prop('X-LIC-LOCATION', timeZone)];
  const first = offsetAt(start, timeZone);
  if (changes.length === 0) {
    lines.push(
      'BEGIN:STANDARD',
      prop('DTSTART', '19700101T000000'),
      prop('TZOFFSETFROM', utcOffset(first)),
      prop('TZOFFSETTO', utcOffset(first)),
      'END:STANDARD',
    );
  } else {
    // Where the zone stood on the first day, so dates before the first change are defined too.
    const firstLocal = new Date(start.getTime() + first * 60_000);
    const firstKind = first > changes[0]!.to ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${firstKind}`,
      prop('DTSTART', localStamp(partsOf(firstLocal))),
      prop('TZOFFSETFROM', utcOffset(first)),
      prop('TZOFFSETTO', utcOffset(first)),
      `END:${firstKind}`,
    );
    for (const c of changes) {
      const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
      // DTSTART is the wall-clock time just before the change, in the offset it changes from.
      const local = new Date(c.at.getTime() + c.from * 60_000);
      lines.push(
        `BEGIN:${kind}`,
        prop('DTSTART', localStamp(partsOf(local))),
        prop('TZOFFSETFROM', utcOffset(c.from)),
        prop('TZOFFSETTO', utcOffset(c.to)),
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function partsOf(d: Date) {
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
