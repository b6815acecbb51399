import { planRequest } from '../testing/plan-input.fixture';
import { pacingAdvice, spareDaysAdvice } from './pacing-advice';

const dated = { startDate: '2026-06-10', endDate: '2026-06-15' };

describe('pacingAdvice', () => {
  it('says how many days the trip needs at the rider’s hours and offers both fixes', () => {
    // 40 h of riding at up to 6 h a day (planned to 95 %) needs 8 days; 6 were chosen.
    const advice = pacingAdvice(planRequest({ ...dated, drivingHours: '4-6' }), 40 * 60, {
      riding: 6,
      rest: 0,
    });
    expect(advice).toEqual({
      chosenDays: 6,
      neededDays: 8,
      dailyHours: '4–6',
      message: 'At 4–6 hours a day this trip needs 8 days; you chose 6.',
      moreDays: { days: 8, endDate: '2026-06-17' },
      longerHours: { drivingHours: '6-8', dailyHours: '6–8', neededDays: 6 },
    });
  });

  it('offers the longest days there are when no choice fits the dates', () => {
    const advice = pacingAdvice(planRequest({ ...dated, drivingHours: '2-4' }), 80 * 60, {
      riding: 6,
      rest: 0,
    });
    expect(advice?.longerHours).toEqual({
      drivingHours: '8-10',
      dailyHours: '8–10',
      neededDays: 9,
    });
  });

  it('offers no longer days to a rider who already chose the longest', () => {
    const advice = pacingAdvice(planRequest({ ...dated, drivingHours: '8-10' }), 80 * 60, {
      riding: 6,
      rest: 0,
    });
    expect(advice?.neededDays).toBe(9);
    expect(advice?.longerHours).toBeNull();
  });

  it('keeps the rest days in the days it suggests', () => {
    const input = planRequest({ ...dated, drivingHours: '4-6', restDays: 2, restIn: 'Moab, Utah' });
    const advice = pacingAdvice(input, 40 * 60, { riding: 4, rest: 2 });
    expect(advice).toMatchObject({
      chosenDays: 4,
      neededDays: 8,
      message: 'At 4–6 hours a day this trip needs 8 days; your 2 days of rest leave 4.',
      moreDays: { days: 10, endDate: '2026-06-19' },
    });
  });

  it('gives no advice when the days are enough, or the plan has no dates', () => {
    expect(
      pacingAdvice(planRequest({ ...dated, drivingHours: '4-6' }), 30 * 60, { riding: 6, rest: 0 }),
    ).toBeUndefined();
    expect(
      pacingAdvice(planRequest({ drivingHours: '4-6' }), 40 * 60, { riding: 6, rest: 0 }),
    ).toBeUndefined();
  });
});

describe('spareDaysAdvice', () => {
  const loop = { waypoints: ['Arches National Park'], via: ['Arches National Park'] };
  const moab = { stopIndex: 1, restIn: 'Moab, UT', town: 'Moab', midRoute: false };

  it('says how many days of riding the trip is and offers fewer days, a longer loop and rest days', () => {
    // 3 h of riding at 4–6 h a day is one day; three were chosen.
    const input = planRequest({
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
    });
    expect(spareDaysAdvice(input, 3 * 60, { riding: 3, rest: 0 }, moab, loop)).toEqual({
      chosenDays: 3,
      neededDays: 1,
      dailyHours: '4–6',
      message: 'At 4–6 hours a day this trip is 1 day of riding; you chose 3.',
      fewerDays: { days: 1, endDate: '2027-06-10' },
      scenicLoop: loop,
      restDays: { days: 2, restIn: 'Moab, UT', town: 'Moab' },
    });
  });

  it('keeps a riding day to ride on from a rest place before the end of the route', () => {
    const input = planRequest({
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
    });
    const turnaround = { stopIndex: 1, restIn: 'Moab, UT', town: 'Moab', midRoute: true };
    expect(
      spareDaysAdvice(input, 3 * 60, { riding: 3, rest: 0 }, turnaround, null)?.restDays,
    ).toEqual({ days: 1, restIn: 'Moab, UT', town: 'Moab' });
    const twoDays = planRequest({
      startDate: '2027-06-10',
      endDate: '2027-06-11',
      drivingHours: '4-6',
    });
    const advice = spareDaysAdvice(twoDays, 3 * 60, { riding: 2, rest: 0 }, turnaround, null);
    expect(advice?.fewerDays.days).toBe(1);
    expect(advice?.restDays).toBeUndefined();
  });

  it('counts the plan’s rest days apart from its riding, and keeps them in every fix', () => {
    // 4 days with 1 rest day: 3 riding days for 1 day of riding.
    const input = planRequest({
      startDate: '2027-06-10',
      endDate: '2027-06-13',
      drivingHours: '4-6',
      restDays: 1,
      restIn: 'Moab, Utah',
    });
    const advice = spareDaysAdvice(input, 3 * 60, { riding: 3, rest: 1 }, moab, null);
    expect(advice).toMatchObject({
      chosenDays: 3,
      message: 'At 4–6 hours a day this trip is 1 day of riding; your 1 day of rest leaves 3.',
      fewerDays: { days: 2, endDate: '2027-06-11' },
      restDays: { days: 3, restIn: 'Moab, UT', town: 'Moab' },
    });
  });

  it('counts the days the riding fills at the low end of the hours with no margin: it is no ceiling', () => {
    // 9 h 48 min at 2–4 h a day is 4.9 days of 2 h: five days, each still inside 4 h.
    const input = planRequest({
      startDate: '2027-06-10',
      endDate: '2027-06-15',
      drivingHours: '2-4',
    });
    const advice = spareDaysAdvice(input, 588, { riding: 6, rest: 0 }, moab, loop);
    expect(advice?.neededDays).toBe(5);
    expect(advice?.fewerDays).toEqual({ days: 5, endDate: '2027-06-14' });
  });

  it('gives no advice when the riding fills the days at their low end, or without dates', () => {
    const input = planRequest({
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
    });
    expect(spareDaysAdvice(input, 11 * 60, { riding: 3, rest: 0 }, moab, loop)).toBeUndefined();
    expect(
      spareDaysAdvice(planRequest({ drivingHours: '4-6' }), 60, { riding: 3, rest: 0 }, moab, loop),
    ).toBeUndefined();
  });
});
