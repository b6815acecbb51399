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

module.exports = { waitForSettled };
