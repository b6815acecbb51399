import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';

export interface MetricsServer {
  /** `http://host:port/metrics` */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The ops port: `GET /metrics` in Prometheus's text format, on a server of its own so metrics
 * never share the public port (or its routes, rate limits and CSP). Anything else is a 404.
 * `render` gives the exposition on each scrape.
 */
export async function startMetricsServer(
  host: string,
  port: number,
  render: () => Promise<string>,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found\n');
      return;
    }
    render().then(
      (body) =>
        response.writeHead(200, { 'Content-Type': Registry.PROMETHEUS_CONTENT_TYPE }).end(body),
      (error: Error) =>
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection must not hold shutdown up.
        server.closeAllConnections();
      }),
  };
}
