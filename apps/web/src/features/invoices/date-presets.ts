// The date presets of Invoice & Payment Management: Today, This Week (Monday to today),
// This Month (the 1st to today) and Last 30 Days (today and the 29 days before), as the inclusive
// YYYY-MM-DD bounds the filtered calls take, in the reader's own calendar. Pure: tested without a browser.
export const DATE_PRESETS = ['today', 'week', 'month', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export type DateRange = { startDate: string; endDate: string };

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function presetRange(preset: DatePreset, now = new Date()): DateRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const start = new Date(today);
  if (preset === 'week') start.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  if (preset === 'month') start.setDate(1);
  if (preset === 'last30') start.setDate(today.getDate() - 29);
  return { startDate: iso(start), endDate: iso(today) };
}
