import type { NarrativeFacts } from '../ports/narrative.port';
import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { LlmNarrativeAdapter } from './llm-narrative.adapter';

const FACTS: NarrativeFacts = {
  tripName: 'Canyon run',
  travelMode: 'motorcycle',
  routeType: 'fastest',
  isRoundTrip: false,
  start: 'Denver, CO',
  destination: 'Moab, UT',
  waypoints: [],
  totalDistance: '352 miles',
  totalDrivingTime: '6 h 20 min',
  additionalNotes: '',
  highlights: ['Arches National Park'],
  fuelRangeKm: 250,
  fuelRangeSetBy: null,
  imperial: true,
  warnings: [],
  daylight: null,
  days: [
    {
      day: 1,
      date: '2026-06-10',
      start: 'Denver',
      end: 'Moab',
      distance: '352 miles',
      drivingTime: '6 h 20 min',
      drivingMinutes: 380,
      towns: ['Glenwood Springs', 'Grand Junction'],
      sights: ['Arches National Park'],
      ridingRoads: [],
      fuelStops: ['Glenwood Springs, CO'],
      fuelWarnings: [],
      sunset: '20:41',
      arrival: '16:30',
      weather: {
        condition: 'sunny',
        temperature: { high: 88, low: 56 },
        unit: 'F',
        description: 'Typical',
        source: 'typical',
      },
      overBudget: false,
      restDay: false,
    },
  ],
};

function completion(content: string) {
  return {
    id: 'chatcmpl-123',
    object: 'chat.completion',
    created: 1_760_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 500, completion_tokens: 200, total_tokens: 700 },
  };
}

describe('LlmNarrativeAdapter', () => {
  let server: FakeServer;
  let content: string;
  let status = 200;

  beforeAll(async () => {
    server = await startFakeServer((_req, res) =>
      status === 200
        ? sendJson(res, 200, completion(content))
        : sendJson(res, status, {
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          }),
    );
  });
  afterAll(() => server.close());

  const adapter = () =>
    new LlmNarrativeAdapter({
      baseUrl: `${server.url}/v1`,
      model: 'gpt-4o-mini',
      apiKey: 'sk-test',
      timeoutMs: 1000,
    });

  const good = {
    overview: 'One long day from Denver over the Rockies to the red rock of Moab.',
    rideTips: ['Fill up in Glenwood Springs; the desert stretch is long.'],
    days: [
      {
        day: 1,
        title: 'Denver to Moab',
        description: 'Over Vail Pass and down Glenwood Canyon to Grand Junction, then the desert.',
        places: ['Denver', 'Glenwood Springs', 'Grand Junction', 'Moab'],
      },
    ],
  };

  it('posts an OpenAI chat completion with a strict JSON schema and accepts a valid answer', async () => {
    status = 200;
    content = JSON.stringify(good);
    const narrative = await adapter().write(FACTS);
    expect(narrative.days[0].title).toBe('Denver to Moab');
    const req = server.requests[server.requests.length - 1];
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    const sent = JSON.parse(req.body) as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
    };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema.strict).toBe(true);
  });

  it('rejects a narrative that names a place off the route', async () => {
    content = JSON.stringify({ ...good, days: [{ ...good.days[0], places: ['Denver', 'Aspen'] }] });
    await expect(adapter().write(FACTS)).rejects.toThrow(/"Aspen", which is not on the route/);
  });

  it('rejects answers that do not fit the schema or are not JSON', async () => {
    content = JSON.stringify({ overview: 'Too short', days: [], rideTips: [] });
    await expect(adapter().write(FACTS)).rejects.toThrow(/llm: rejected/);
    content = 'Sure! Here is your itinerary:';
    await expect(adapter().write(FACTS)).rejects.toThrow(/not JSON/);
  });

  it('surfaces API errors such as rate limits', async () => {
    status = 429;
    await expect(adapter().write(FACTS)).rejects.toThrow(/llm: HTTP 429: .*rate_limit_exceeded/);
  });
});
