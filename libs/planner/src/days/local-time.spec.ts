import { clockTime, localDate, minutesOfDay, zonedInstant } from './local-time';

const utc = (iso: string) => Date.parse(`${iso}Z`);

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock as Intl shows it (Swedish dates are ISO), asked afresh at every instant. */
function intlClock(instant: number, zone: string): { date: string; time: string } {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    formats.set(zone, format);
  }
  const [date, time] = format.format(instant).split(' ');
  return { date, time };
}

describe('local time', () => {
  it('reads the clocks on either side of a change of offset, to the minute', () => {
    // Denver springs forward at 02:00 MST (09:00 UTC), Berlin falls back at 03:00 CEST (01:00 UTC).
    expect(clockTime(utc('2027-03-14T08:59'), 'America/Denver')).toBe('01:59');
    expect(clockTime(utc('2027-03-14T09:00'), 'America/Denver')).toBe('03:00');
    expect(clockTime(utc('2027-10-31T00:59'), 'Europe/Berlin')).toBe('02:59');
    expect(clockTime(utc('2027-10-31T01:00'), 'Europe/Berlin')).toBe('02:00');
    // Lord Howe Island moves its clocks by half an hour; Kathmandu is 5:45 ahead all year.
    expect(clockTime(utc('2027-04-03T14:59'), 'Australia/Lord_Howe')).toBe('01:59');
    expect(clockTime(utc('2027-04-03T15:00'), 'Australia/Lord_Howe')).toBe('01:30');
    expect(clockTime(utc('2027-06-01T18:15'), 'Asia/Kathmandu')).toBe('00:00');
    expect(localDate(utc('2027-06-01T18:14'), 'Asia/Kathmandu')).toBe('2027-06-01');
    expect(localDate(utc('2027-06-01T18:15'), 'Asia/Kathmandu')).toBe('2027-06-02');
  });

  it('finds the instant of a local time on the days the offset changes', () => {
    expect(zonedInstant('2027-03-14', 12 * 60, 'America/Denver')).toBe(utc('2027-03-14T18:00'));
    expect(zonedInstant('2027-03-13', 12 * 60, 'America/Denver')).toBe(utc('2027-03-13T19:00'));
    expect(zonedInstant('2027-10-31', 12 * 60, 'Europe/Berlin')).toBe(utc('2027-10-31T11:00'));
    expect(minutesOfDay('2027-03-14', utc('2027-03-14T18:00'), 'America/Denver')).toBe(11 * 60);
  });

  it('agrees with Intl at every instant around the year, asked in any order', () => {
    const zones = [
      'America/Denver',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Auckland',
      'UTC',
    ];
    // Every 37 minutes for a year, backwards, so a remembered day is read again from its end.
    const from = utc('2027-01-01T00:00');
    const instants: number[] = [];
    for (let t = utc('2028-01-01T00:00'); t >= from; t -= 37 * 60_000) instants.push(t);
    const disagreements: string[] = [];
    for (const zone of zones) {
      for (const instant of instants) {
        const intl = intlClock(instant, zone);
        const ours = { date: localDate(instant, zone), time: clockTime(instant, zone) };
        if (ours.date !== intl.date || ours.time !== intl.time) {
          disagreements.push(
            `${zone} ${new Date(instant).toISOString()}: ${ours.date} ${ours.time}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
