import { validateEnv } from '@roadbook/platform';
import { plannerConfigFrom } from './planner-config';
import { PlannerEnv } from './planner-env';

describe('plannerConfigFrom', () => {
  it('plans fully offline when no provider is configured', () => {
    expect(plannerConfigFrom(validateEnv(PlannerEnv, {}))).toEqual({ fuelRangeKm: 250 });
  });

  it('turns each configured provider on', () => {
    const config = plannerConfigFrom(
      validateEnv(PlannerEnv, {
        ROUTER_PROVIDER: 'valhalla',
        ROUTER_URL: 'http://valhalla:8002',
        LLM_BASE_URL: 'http://ollama:11434/v1',
        LLM_MODEL: 'llama3.1',
        OVERPASS_URL: 'https://overpass-api.de',
        FUEL_RANGE_KM: '300',
      }),
    );
    expect(config).toMatchObject({
      fuelRangeKm: 300,
      router: { provider: 'valhalla', baseUrl: 'http://valhalla:8002' },
      narrative: { provider: 'openai-compatible', model: 'llama3.1' },
      places: { provider: 'overpass' },
    });
    expect(config.geocoder).toBeUndefined();
  });

  it('refuses a router without its URL, naming the variable', () => {
    expect(() => validateEnv(PlannerEnv, { ROUTER_PROVIDER: 'osrm' })).toThrow(/ROUTER_URL/);
  });
});
