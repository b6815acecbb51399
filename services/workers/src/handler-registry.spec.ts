import type { JobName } from '@roadbook/contracts';
import type { JobHandler } from '@roadbook/platform';
import { buildHandlerRegistry } from './handler-registry';
import { SystemPingHandler } from './handlers/system-ping.handler';

const fake = (jobName: string): JobHandler =>
  ({ jobName, handle: () => Promise.resolve({}) }) as unknown as JobHandler;

describe('buildHandlerRegistry', () => {
  it('maps every job name to its one handler', () => {
    const ping = new SystemPingHandler();
    expect(buildHandlerRegistry([ping], ['system.ping']).get('system.ping')).toBe(ping);
  });

  it('refuses a job name without a handler', () => {
    expect(() => buildHandlerRegistry([], ['system.ping'])).toThrow(
      'Refusing to start the workers: no handler for job system.ping',
    );
  });

  it('refuses two handlers for one job name', () => {
    expect(() =>
      buildHandlerRegistry([fake('system.ping'), fake('system.ping')], ['system.ping']),
    ).toThrow('2 handlers for job system.ping');
  });

  it('refuses a handler for a job nobody can enqueue', () => {
    expect(() =>
      buildHandlerRegistry([fake('system.ping'), fake('nobody.sends.this')], [
        'system.ping',
      ] as JobName[]),
    ).toThrow('handler for unknown job nobody.sends.this');
  });

  it('by default checks every job name of the contracts', () => {
    expect(() => buildHandlerRegistry([new SystemPingHandler()])).toThrow(
      'no handler for job account.purge',
    );
  });

  it('the ping handler answers with the worker process id', async () => {
    await expect(new SystemPingHandler().handle({ requestedBy: 'test' })).resolves.toEqual({
      pong: true,
      workerPid: process.pid,
    });
  });
});
