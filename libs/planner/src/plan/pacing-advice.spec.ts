import { planInput } from '../testing/plan-input.fixture';
import { pacingAdvice, spareDaysAdvice } from './pacing-advice';

const dated = { startDate: '2026-06-10', endDate: '2026-06-15' };

describe('pacingAdvice', () => {
  it('says how many days the trip needs at the rider’s hours and offers both fixes', () => {
    // 40 h of riding at up to 6 h a day (planned to 95 %) needs 8 days; 6 were chosen.
    const advice = pacingAdvice(planInput({ ...dated, drivingHours: '4-6' }), 40 * 60, 6);
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
    const advice = pacingAdvice(planInput({ ...dated, drivingHours: '2-4' }), 80 * 60, 6);
    expect(advice?.longerHours).toEqual({
      drivingHours: '8-10',
      dailyHours: '8–10',
      neededDays: 9,
    });
  });

  it('offers no longer days to a rider who already chose the longest', () => {
    const advice = pacingAdvice(planInput({ ...dated, drivingHours: '8-10' }), 80 * 60, 6);
    expect(advice?.neededDays).toBe(9);
    expect(advice?.longerHours).toBeNull();
  });

  it('gives no advice when the days are enough, or the plan has no dates', () => {
    expect(pacingAdvice(planInput({ ...dated, drivingHours: '4-6' }), 30 * 60, 6)).toBeUndefined();
    expect(pacingAdvice(planInput({ drivingHours: '4-6' }), 40 * 60, 6)).toBeUndefined();
  });
});

describe('spareDaysAdvice', () => {
  const loop = { waypoints: ['Arches National Park'], via: ['Arches National Park'] };

  it('says how many days of riding the trip is and offers fewer days and a longer loop', () => {
    // 3 h of riding at 4–6 h a day is one day; three were chosen.
    const input = planInput({
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
    });
    expect(spareDaysAdvice(input, 3 * 60, 3, loop)).toEqual({
      chosenDays: 3,
      neededDays: 1,
      dailyHours: '4–6',
      message: 'At 4–6 hours a day this trip is 1 day of riding; you chose 3.',
      fewerDays: { days: 1, endDate: '2027-06-10' },
      scenicLoop: loop,
    });
  });

  it('gives no advice when the riding fills the days at their low end, or without dates', () => {
    const input = planInput({
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
    });
    expect(spareDaysAdvice(input, 11 * 60, 3, loop)).toBeUndefined();
    expect(spareDaysAdvice(planInput({ drivingHours: '4-6' }), 60, 3, loop)).toBeUndefined();
  });
});
