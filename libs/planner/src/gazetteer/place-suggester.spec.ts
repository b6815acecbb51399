import { loadPlannerData } from '../plan/planner-data';
import { PlaceSuggester } from './place-suggester';

describe('PlaceSuggester', () => {
  const suggester = new PlaceSuggester(loadPlannerData().gazetteer);

  it('suggests towns starting with the text, biggest first, labelled as the geocoder reads them', () => {
    const suggestions = suggester.suggest('Portl', 5);
    expect(suggestions[0]).toMatchObject({
      label: 'Portland, OR',
      countryCode: 'US',
      region: 'Oregon',
    });
    expect(suggestions.map((s) => s.label)).toContain('Portland, ME');
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('puts a town named exactly as typed before bigger towns that only start with it', () => {
    expect(suggester.suggest('Moab', 3)[0]).toMatchObject({ label: 'Moab, UT', countryCode: 'US' });
  });

  it('narrows by the state or country after a comma', () => {
    expect(suggester.suggest('Portland, Ma', 3)[0].label).toBe('Portland, ME');
    expect(suggester.suggest('Moab, Utah', 3)[0]).toMatchObject({ label: 'Moab, UT' });
  });

  it('ignores case and accents and answers nothing for an empty query', () => {
    expect(suggester.suggest('zurich', 1)[0].name).toBe('Zürich');
    expect(suggester.suggest('  ', 5)).toEqual([]);
  });
});

describe('PlaceSuggester with other names', () => {
  const suggester = new PlaceSuggester(loadPlannerData().gazetteer);

  it('suggests a town by its name in its own language, labelled as the geocoder reads it', () => {
    expect(suggester.suggest('Firen', 3)[0]).toMatchObject({ label: 'Florence, Italy' });
    expect(suggester.suggest('den haag', 1)[0]).toMatchObject({ label: 'The Hague, Netherlands' });
    expect(suggester.suggest('Praha', 1)[0]).toMatchObject({ name: 'Prague', countryCode: 'CZ' });
  });

  it("puts a town's own name before another town's other name", () => {
    const monterey = suggester.suggest('Monterey', 5);
    expect(monterey[0]).toMatchObject({ label: 'Monterey, CA' });
    expect(monterey.findIndex((s) => s.countryCode === 'MX')).toBeGreaterThan(0);
  });
});
