/**
 * Posts a plan form as the web app does and answers the new trip's id. `client` keeps its visitor
 * cookie, as a browser does: the first answer sets it.
 */
async function postPlan(baseUrl, form, client) {
  const response = await fetch(`${baseUrl}/api/trips`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.cookie && { cookie: client.cookie }),
    },
    body: JSON.stringify(form),
  });
  if (!response.ok) throw new Error(`POST /api/trips answered ${response.status}`);
  client.cookie ??= response.headers.getSetCookie()[0]?.split(';')[0];
  return (await response.json()).id;
}

/** Follows the trip's progress stream until it is ready; a trip that failed throws. */
async function waitUntilReady(baseUrl, tripId, cookie) {
  const settled = await waitForSettled(baseUrl, tripId, cookie);
  if (settled.status !== 'ready') throw new Error(`trip ${tripId}: ${settled.error}`);
}

// Follows a trip's progress stream (GET /api/trips/:id/events) the way the web app's
// EventSource does, and resolves with the last progress event once the trip is ready or failed.
async function waitForSettled(baseUrl, tripId, cookie) {
  const response = await fetch(`${baseUrl}/api/trips/${tripId}/events`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  if (!response.ok) throw new Error(`trip ${tripId}: progress stream answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n\n')) !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type === 'error') throw new Error(`trip ${tripId}: ${data}`);
      if (type !== 'progress' || !data) continue;
      const progress = JSON.parse(data);
      if (progress.status === 'generating') continue;
      await response.body.cancel().catch(() => undefined);
      return progress;
    }
  }
  throw new Error(`trip ${tripId}: progress stream ended before the trip was ready`);
}

module.exports = { postPlan, waitUntilReady };
