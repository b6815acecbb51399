import { TRAVEL_MODE_CHOICES, TRAVEL_MODES, travelModeLabel } from './plan-form.options';

describe('travel modes', () => {
  it('are offered riders first, each under the name a trip shows it by', () => {
    expect(TRAVEL_MODE_CHOICES).toEqual([
      { value: 'motorcycle', label: 'Motorcycle' },
      { value: 'car', label: 'Car' },
      { value: 'rv', label: 'RV' },
    ]);
    expect(TRAVEL_MODES.map(travelModeLabel).sort()).toEqual(['Car', 'Motorcycle', 'RV']);
  });
});
