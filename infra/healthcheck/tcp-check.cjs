#!/usr/bin/env node
// Container health check for the transport services (auth, trips, blog, media): they have no
// HTTP port, so "healthy" means their TCP listener accepts a connection on loopback.
//
//   node infra/healthcheck/tcp-check.cjs AUTH_PORT 4001
//
// The first argument is a port number or the name of the environment variable that holds it
// (so the check follows a port changed in compose); the second is the fallback port.
'use strict';
const net = require('node:net');

const [spec = '', fallback = ''] = process.argv.slice(2);
const port = Number(/^\d+$/.test(spec) ? spec : process.env[spec] || fallback);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`tcp-check: no valid port in "${spec}" (fallback "${fallback}")`);
  process.exit(2);
}

const socket = net.connect({ host: '127.0.0.1', port });
socket.setTimeout(3000);
socket.once('connect', () => {
  socket.end();
  process.exit(0);
});
socket.once('timeout', () => {
  console.error(`tcp-check: 127.0.0.1:${port} timed out`);
  process.exit(1);
});
socket.once('error', (error) => {
  console.error(`tcp-check: 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
