import { createServer } from 'node:net';
import { ephemeralRangeStart, freePort } from './free-port';

describe('freePort', () => {
  it('hands out distinct ports a server can listen on, below the range of outgoing connections', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralRangeStart());
    }
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
