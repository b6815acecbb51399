import { normalizeName } from '../gazetteer/gazetteer';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { Narrative, NarrativeFacts, NarrativePort } from '../ports/narrative.port';

export interface LlmConfig {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['overview', 'days', 'rideTips'],
  properties: {
    overview: { type: 'string' },
    rideTips: { type: 'array', items: { type: 'string' } },
    days: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['day', 'title', 'description', 'places'],
        properties: {
          day: { type: 'integer' },
          title: { type: 'string' },
          description: { type: 'string' },
          places: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

const SYSTEM_PROMPT =
  'You write road-trip itineraries for motorcycle riders, car drivers and RV travellers. ' +
  'Use only the facts given: never invent businesses, roads, towns or distances. For each day ' +
  'return a title, a 2-4 sentence description, and in "places" every place name you mention, ' +
  "copied exactly from that day's facts. A day whose restDay is true has no riding: title it a " +
  'rest day in its town and never describe riding on it. Ride tips must suit the travel mode.';

/**
 * Narrative from any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM) with a
 * JSON schema. The answer is parsed, checked against the schema, and every place it names must
 * come from that day's facts; anything else is rejected so the planner falls back to templates.
 */
export class LlmNarrativeAdapter implements NarrativePort {
  readonly name = 'llm';

  constructor(private readonly config: LlmConfig) {}

  async write(facts: NarrativeFacts): Promise<Narrative> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    const body = await fetchJson(
      this.name,
      `${this.config.baseUrl.replace(/\/$/, '')}/chat/completions`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: this.config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: JSON.stringify(facts) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'itinerary_narrative', strict: true, schema: SCHEMA },
          },
        }),
      },
      this.config.timeoutMs ?? 60_000,
    );
    const content =
      isRecord(body) &&
      Array.isArray(body.choices) &&
      isRecord(body.choices[0]) &&
      isRecord(body.choices[0].message)
        ? body.choices[0].message.content
        : undefined;
    if (typeof content !== 'string')
      throw new ProviderError(this.name, 'no message content in the completion');
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new ProviderError(this.name, 'completion is not JSON');
    }
    return checkNarrative(parsed, facts);
  }
}

/** Validates the model's answer against the schema and the route's facts. */
export function checkNarrative(value: unknown, facts: NarrativeFacts): Narrative {
  const fail = (why: string): never => {
    throw new ProviderError('llm', `rejected: ${why}`);
  };
  if (!isRecord(value)) return fail('not an object');
  const { overview, rideTips, days } = value;
  if (typeof overview !== 'string' || overview.trim().length < 20)
    return fail('overview missing or too short');
  if (
    !Array.isArray(rideTips) ||
    rideTips.length === 0 ||
    !rideTips.every((t) => typeof t === 'string' && t.trim())
  ) {
    return fail('rideTips must be non-empty strings');
  }
  if (!Array.isArray(days) || days.length !== facts.days.length)
    return fail(`expected ${facts.days.length} days`);
  const out = days.map((d: unknown, i) => {
    const dayFacts = facts.days[i];
    if (!isRecord(d) || d.day !== dayFacts.day) return fail(`day ${i + 1} missing or out of order`);
    if (
      typeof d.title !== 'string' ||
      !d.title.trim() ||
      typeof d.description !== 'string' ||
      !d.description.trim()
    ) {
      return fail(`day ${dayFacts.day} needs a title and a description`);
    }
    const allowed = new Set(
      [
        dayFacts.start,
        dayFacts.end,
        ...dayFacts.towns,
        ...dayFacts.sights,
        ...dayFacts.ridingRoads,
        ...dayFacts.fuelStops,
        facts.start,
        facts.destination,
        ...facts.waypoints,
      ]
        .flatMap((n) => [n, n.split(',')[0]])
        .map(normalizeName),
    );
    const places = Array.isArray(d.places) ? d.places : fail(`day ${dayFacts.day} lists no places`);
    for (const p of places) {
      if (typeof p !== 'string' || !allowed.has(normalizeName(p)))
        fail(`day ${dayFacts.day} names "${String(p)}", which is not on the route`);
    }
    if (dayFacts.restDay && !/\brest\b/i.test(d.title))
      fail(`day ${dayFacts.day} is a rest day, and its title does not say so`);
    const title = normalizeName(d.title);
    if (
      ![dayFacts.start, dayFacts.end].some((n) => title.includes(normalizeName(n.split(',')[0])))
    ) {
      fail(`day ${dayFacts.day} title names neither its start nor its end`);
    }
    return { title: d.title.trim(), description: d.description.trim() };
  });
  return {
    overview: overview.trim(),
    days: out,
    rideTips: (rideTips as string[]).map((t) => t.trim()),
  };
}
