#!/usr/bin/env node
// Container health check for the services (auth, trips, blog, media), which listen on no port:
// asks the service's health pattern through NATS, as the gateway does, and expects it up.
//
//   node infra/healthcheck/nats-check.cjs trips
//
// It connects as the apps do (NATS_URL, NATS_USER, NATS_PASSWORD, NATS_TLS_CA_FILE,
// NATS_SUBJECT_PREFIX). The replicas of a service share its calls, so this says the service
// answers and its database (media: its bucket) is up: what `depends_on: service_healthy` waits for.
'use strict';
const { readFileSync } = require('node:fs');
const { connect, JSONCodec } = require('nats');

const service = process.argv[2];
if (!['auth', 'trips', 'blog', 'media'].includes(service)) {
  console.error(`nats-check: no service named "${service ?? ''}"`);
  process.exit(2);
}
const env = process.env;
const prefix = env.NATS_SUBJECT_PREFIX || 'roadbook';
const codec = JSONCodec();

(async () => {
  const connection = await connect({
    servers: (env.NATS_URL || 'nats://127.0.0.1:4222').split(',').map((s) => s.trim()),
    name: `${service}-healthcheck`,
    ...(env.NATS_USER && { user: env.NATS_USER, pass: env.NATS_PASSWORD }),
    ...(env.NATS_TLS_CA_FILE && { tls: { ca: readFileSync(env.NATS_TLS_CA_FILE, 'utf8') } }),
    timeout: 3000,
  });
  try {
    const pattern = `${service}.health.check`;
    const reply = await connection.request(
      `${prefix}.${pattern}`,
      codec.encode({ pattern, data: {}, id: `healthcheck-${process.pid}` }),
      { timeout: 3000 },
    );
    const { response, err } = codec.decode(reply.data);
    if (err || response?.status !== 'up') {
      console.error(`nats-check: ${service} is ${response?.status ?? JSON.stringify(err)}`);
      process.exitCode = 1;
    }
  } finally {
    await connection.close();
  }
})().catch((error) => {
  console.error(`nats-check: ${service}: ${error.message}`);
  process.exit(1);
});
