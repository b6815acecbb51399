import { planInput } from '../testing/plan-input.fixture';
import { pacingAdvice } from './pacing-advice';

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
