// Intl formatters, made once per locale and options and then reused. Making one costs about 60 µs
// (a list of 100 invoices with three amounts each made 300 of them to draw once); using one costs
// about 2 µs. Formatters keep no state between calls, so sharing them is safe.
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function kept<F>(cache: Map<string, F>, locale: string | undefined, options: object, make: () => F): F {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = make();
    // A bound on what callers could vary without end (a time zone per club is the most there is).
    if (cache.size < 500) cache.set(key, f);
  }
  return f;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numbers, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
