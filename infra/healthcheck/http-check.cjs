#!/usr/bin/env node
// Container health check for the gateway: GET /api/health on loopback must answer 200, which
// the gateway does only when every service, the database, the queue (end to end through a
// worker) and object storage are up. Uses PORT like the gateway itself.
//
//   node infra/healthcheck/http-check.cjs [/api/health]
'use strict';
const http = require('node:http');

const path = process.argv[2] || '/api/health';
const port = Number(process.env.PORT || 8080);

const request = http.get({ host: '127.0.0.1', port, path, timeout: 4000 }, (response) => {
  response.resume();
  if (response.statusCode === 200) process.exit(0);
  console.error(`http-check: GET ${path} answered ${response.statusCode}`);
  process.exit(1);
});
request.once('timeout', () => {
  console.error(`http-check: GET ${path} timed out`);
  request.destroy();
  process.exit(1);
});
request.once('error', (error) => {
  console.error(`http-check: GET ${path}: ${error.message}`);
  process.exit(1);
});
