const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "July" for 7; months wrap, so 13 is January again. */
export function monthName(month: number): string {
  return MONTHS[(((month - 1) % 12) + 12) % 12];
}
