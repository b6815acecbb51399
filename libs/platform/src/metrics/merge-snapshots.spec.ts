import { mergeSnapshots } from './merge-snapshots';
import { RoadbookMetrics } from './roadbook-metrics';

describe('mergeSnapshots', () => {
  it('lists each family once, with the series of each process told apart', async () => {
    const main = new RoadbookMetrics();
    const workers = new RoadbookMetrics();
    main.httpRequestDuration.observe(
      { method: 'GET', route: '/api/health', status_code: '200' },
      0.01,
    );
    workers.jobDuration.observe({ job_name: 'itinerary.generate', outcome: 'completed' }, 0.2);

    const text = await mergeSnapshots({
      main: await main.json(),
      workers: await workers.json(),
    }).metrics();

    for (const family of [
      'roadbook_http_request_duration_seconds',
      'roadbook_job_duration_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text.match(new RegExp(`^# TYPE ${family} `, 'gm'))).toHaveLength(1);
    }
    expect(text).toMatch(
      /^roadbook_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200",process="main"\} 1$/m,
    );
    expect(text).toMatch(
      /^roadbook_job_duration_seconds_count\{job_name="itinerary.generate",outcome="completed",process="workers"\} 1$/m,
    );
    // Two heaps are two series, never added into one.
    expect(text).toMatch(/^process_resident_memory_bytes\{process="main"\} \d+/m);
    expect(text).toMatch(/^process_resident_memory_bytes\{process="workers"\} \d+/m);
  });
});
