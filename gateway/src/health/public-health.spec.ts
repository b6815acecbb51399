import { toPublicHealth } from './health.service';

describe('toPublicHealth', () => {
  it('keeps up or down per part and drops every reason and detail', () => {
    const report = toPublicHealth({
      status: 'down',
      checkedAt: '2026-01-01T00:00:00.000Z',
      parts: {
        auth: { status: 'up', checks: { database: { status: 'up', latencyMs: 3 } } },
        trips: {
          status: 'down',
          error: 'trips service unreachable: connect ECONNREFUSED 10.0.0.7:4002',
        },
        database: { status: 'down', error: 'trips: password authentication failed for "roadbook"' },
      },
    });
    expect(report).toEqual({
      status: 'down',
      services: { auth: 'up', trips: 'down', database: 'down' },
    });
  });
});
