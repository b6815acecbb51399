import { childOutputSink } from './child-output';

describe('childOutputSink', () => {
  let written: string[];
  let stdout: jest.SpyInstance;
  let stderr: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    const record = (text: string | Uint8Array) => {
      written.push(String(text));
      return true;
    };
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(record);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(record);
  });

  afterEach(() => {
    stdout.mockRestore();
    stderr.mockRestore();
  });

  const line = JSON.stringify({
    level: 'info',
    time: '2026-05-01T10:00:00.000Z',
    app: 'workers',
    requestId: 'e2e-1',
    context: 'WorkerHost',
    msg: 'itinerary.generate itinerary-1-v1 started (attempt 1)',
  });

  it("passes an app's JSON line through as it is, so the output stays one JSON object per line", () => {
    childOutputSink(false)('workers', line, 'stdout');

    expect(written).toEqual([`${line}\n`]);
  });

  it('puts the instance name before any other line (the supervisor notes, a runtime warning)', () => {
    childOutputSink(false)('workers-2', 'exited unexpectedly (SIGKILL)', 'stderr');

    expect(written).toEqual(['[workers-2] exited unexpectedly (SIGKILL)\n']);
  });

  it('shows a JSON line as a pretty one when the launcher prints for a person', () => {
    childOutputSink(true)('workers', line, 'stdout');

    expect(written).toHaveLength(1);
    expect(written[0]).not.toMatch(/^\{/);
    expect(written[0]).toContain('itinerary.generate itinerary-1-v1 started (attempt 1)');
    expect(written[0]).toContain('req=e2e-1');
  });
});
