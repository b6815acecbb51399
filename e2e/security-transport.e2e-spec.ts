import { TripsPatterns, type Trip } from '@roadbook/contracts';
import {
  decodeSignedFrame,
  encodeSignedFrame,
  MessageAuthenticator,
  type SignedEnvelope,
} from '@roadbook/platform';
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { CANYON_PLAN, signUp } from './support/accounts-and-trips';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * The service ports from the point of view of anything else on the network: a process that can
 * open a TCP connection to the trips service but does not hold the deployment's transport
 * secret. It speaks the transport's framing (`<length>#<text>`; a signed message's text is
 * `<signature>.<signed JSON>`), so only the signature is missing.
 */

/** How long a refused message may wait for its answer: the connection must close within it. */
const ANSWER_WAIT_MS = 10_000;

interface Exchange {
  /** Frames the service sent back, as text. */
  frames: string[];
  /** The service closed the connection. */
  closed: boolean;
}

let deployment: TestDeployment;
let owner: HttpSession;
let ownerId: number;
let strangerId: number;
let privateTrip: Trip;

const frame = (message: unknown) => {
  const json = JSON.stringify(message);
  return `${json.length}#${json}`;
};

const signedFrame = (envelope: SignedEnvelope) => {
  const text = encodeSignedFrame(envelope);
  return `${text.length}#${text}`;
};

const signed = (message: unknown, secret = deployment.transportSecret): SignedEnvelope =>
  new MessageAuthenticator(secret).sign('request', message);

/** A packet as the gateway's transport client builds it. */
const request = (pattern: string, data: unknown) => ({ pattern, data, id: randomUUID() });

/**
 * Sends one frame to the trips port and collects what comes back until the first whole frame,
 * the connection closing, or the wait running out, whichever is first.
 */
function exchange(text: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let buffer = '';
    const frames: string[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ frames, closed });
    };
    const timer = setTimeout(() => finish(false), ANSWER_WAIT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const hash = buffer.indexOf('#');
      const length = Number(buffer.slice(0, hash));
      if (hash > 0 && buffer.length - hash - 1 >= length) {
        frames.push(buffer.slice(hash + 1, hash + 1 + length));
        finish(false);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.connect(deployment.servicePorts.trips, '127.0.0.1', () => socket.write(text));
  });
}

/** The reply in a frame, after checking it was signed by the service. */
function openReply(text: string): { id: string; response?: unknown; err?: unknown } {
  const verified = new MessageAuthenticator(deployment.transportSecret).verify(
    decodeSignedFrame(text),
    'reply',
  );
  if (!verified.ok) throw new Error(`the service's reply failed verification: ${verified.reason}`);
  return verified.packet as { id: string; response?: unknown; err?: unknown };
}

/** The same signed text with one change: what an attacker who captured it would try. */
function tampered(envelope: SignedEnvelope, change: (packet: any) => void): SignedEnvelope {
  const content = JSON.parse(envelope.signed);
  change(content.packet);
  return { ...envelope, signed: JSON.stringify(content) };
}

const refusedOutright: Exchange = { frames: [], closed: true };

/** The deployment's log lines that match, once at least one has arrived (they come by pipe). */
async function logLinesMatching(pattern: RegExp): Promise<string[]> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  for (;;) {
    const lines = deployment.logs.filter((line) => pattern.test(line));
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  deployment = await startTestDeployment('security-transport');
  owner = await signUp(deployment.baseUrl);
  ownerId = (await owner.get('/auth/user')).body.id;
  const created = await owner.post('/trips', CANYON_PLAN);
  expect(created.status).toBe(201);
  privateTrip = created.body;
  const stranger = await signUp(deployment.baseUrl);
  strangerId = (await stranger.get('/auth/user')).body.id;
  // Private indeed: through the API, another user cannot see it.
  expect((await stranger.get(`/trips/${privateTrip.id}`)).status).toBe(404);
});

afterAll(async () => {
  await deployment?.stop();
});

describe("the trips service's transport port", () => {
  it('answers a message signed with the deployment secret (the framing here is right)', async () => {
    const message = request(TripsPatterns.listByUser, { userId: ownerId });
    const { frames } = await exchange(signedFrame(signed(message)));

    expect(frames).toHaveLength(1);
    const reply = openReply(frames[0]);
    expect(reply.id).toBe(message.id);
    expect(reply.response).toEqual([expect.objectContaining({ id: privateTrip.id })]);
  });

  it("closes the connection on an unsigned request for another user's trips", async () => {
    const marker = `body-marker-${randomUUID()}`;
    const message = request(TripsPatterns.listByUser, { userId: ownerId, note: marker });

    expect(await exchange(frame(message))).toEqual(refusedOutright);
    expect(await logLinesMatching(/^\[trips\].*refused a request .*unsigned message/)).toHaveLength(
      1,
    );
    expect(deployment.logs.join('\n')).not.toContain(marker);
  });

  it('closes the connection on a request signed with another secret', async () => {
    const forged = signed(request(TripsPatterns.listByUser, { userId: ownerId }), 'f'.repeat(64));

    expect(await exchange(signedFrame(forged))).toEqual(refusedOutright);
  });

  it('closes the connection on a captured request whose user was changed', async () => {
    const captured = signed(request(TripsPatterns.listByUser, { userId: strangerId }));

    const forged = tampered(captured, (packet) => (packet.data.userId = ownerId));
    expect(await exchange(signedFrame(forged))).toEqual(refusedOutright);
  });

  it('closes the connection on a captured request whose caller was made the owner', async () => {
    const captured = signed(
      request(TripsPatterns.get, {
        tripId: privateTrip.id,
        caller: { userId: strangerId, role: 'user' },
      }),
    );

    const asOwner = tampered(captured, (packet) => (packet.data.caller.userId = ownerId));
    const asAdmin = tampered(captured, (packet) => (packet.data.caller.role = 'admin'));
    expect(await exchange(signedFrame(asOwner))).toEqual(refusedOutright);
    expect(await exchange(signedFrame(asAdmin))).toEqual(refusedOutright);

    // The genuine message is answered once, as the stranger it was signed for: not found.
    const genuine = await exchange(signedFrame(captured));
    expect(openReply(genuine.frames[0]).err).toMatchObject({ code: 'not-found' });
    // Sent again, it is a replay.
    expect(await exchange(signedFrame(captured))).toEqual(refusedOutright);
  });

  it('answers 400 to a signed message whose caller is malformed', async () => {
    const message = request(TripsPatterns.get, {
      tripId: privateTrip.id,
      caller: { role: 'admin' },
    });
    const { frames } = await exchange(signedFrame(signed(message)));

    expect(openReply(frames[0]).err).toMatchObject({ code: 'invalid-input' });
  });
});
