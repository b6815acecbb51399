import { HttpException } from '@nestjs/common';
import { MAX_STREAMS_PER_CLIENT, ProgressStreams } from './progress-streams';

describe('ProgressStreams', () => {
  it('refuses a client its next stream at the cap with 429, and frees a slot on release', () => {
    const streams = new ProgressStreams();
    const releases = Array.from({ length: MAX_STREAMS_PER_CLIENT }, () => streams.acquire('a'));
    let refusal: unknown;
    try {
      streams.acquire('a');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(429);
    expect(() => streams.acquire('b')).not.toThrow();
    releases[0]();
    expect(() => streams.acquire('a')).not.toThrow();
  });

  it('gives a slot back once however often release is called', () => {
    const streams = new ProgressStreams();
    const release = streams.acquire('a');
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT - 1; i += 1) streams.acquire('a');
    release();
    release();
    streams.acquire('a');
    expect(() => streams.acquire('a')).toThrow(HttpException);
  });
});
