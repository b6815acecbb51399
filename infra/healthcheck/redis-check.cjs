#!/usr/bin/env node
// Container health check for the workers, which listen on no port: a worker is useful only
// while it reaches the queue, so this sends PING (after AUTH when REDIS_URL carries a
// password) to the Redis in REDIS_URL and expects PONG. That the fleet actually processes jobs
// is checked end to end by the gateway's /api/health (a system.ping job).
'use strict';
const net = require('node:net');
const tls = require('node:tls');

const url = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const secure = url.protocol === 'rediss:';
const host = url.hostname.replace(/^\[|\]$/g, '');
const port = Number(url.port) || 6379;

const command = (...args) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
const password = decodeURIComponent(url.password);
const username = decodeURIComponent(url.username);
const auth = password
  ? username
    ? command('AUTH', username, password)
    : command('AUTH', password)
  : '';

const fail = (message) => {
  console.error(`redis-check: ${host}:${port}: ${message}`);
  process.exit(1);
};

const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
socket.setTimeout(3000, () => fail('timed out'));
socket.once('error', (error) => fail(error.message));
socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(auth + command('PING')));
let received = '';
socket.on('data', (chunk) => {
  received += chunk.toString('utf8');
  const error = received.match(/^-(.*)\r\n/m);
  if (error) fail(error[1]);
  if (received.includes('+PONG\r\n')) {
    socket.end();
    process.exit(0);
  }
});
