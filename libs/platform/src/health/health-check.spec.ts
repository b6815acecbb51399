import { probe, runHealthChecks, withTimeout, type HealthCheck } from './health-check';

const check = (name: string, work: () => Promise<void>): HealthCheck => ({ name, check: work });

describe('health checks', () => {
  it('reports up only when every check passes', async () => {
    const report = await runHealthChecks([
      check('database', () => Promise.resolve()),
      check('storage', () => Promise.resolve()),
    ]);
    expect(report.status).toBe('up');
    expect(Object.keys(report.checks)).toEqual(['database', 'storage']);
  });

  it('names the failing part and why', async () => {
    const report = await runHealthChecks([
      check('database', () => Promise.resolve()),
      check('storage', () => Promise.reject(new Error('bucket missing'))),
    ]);
    expect(report.status).toBe('down');
    expect(report.checks.database.status).toBe('up');
    expect(report.checks.storage).toMatchObject({ status: 'down', error: 'bucket missing' });
  });

  it('counts a check that hangs as down once its time is up', async () => {
    const result = await probe('queue', () => new Promise(() => undefined), 20);
    expect(result).toMatchObject({ status: 'down', error: 'queue did not answer within 20 ms' });
  });

  it('passes a result through when the work finishes in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 100, 'x')).resolves.toBe(42);
  });
});
