import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HealthPatterns } from '@roadbook/contracts';
import { RpcErrorsFilter } from './rpc-errors.filter';
import { InProcessClient, InProcessServer } from './in-process-transport';
import { answerCallFromChild } from './parent-process-transport';
import { ServiceClient } from './service-client';
import { ServiceCallError, serviceError, ServiceUnavailableError } from './service-error';

@Controller()
class ProbeController {
  @MessagePattern(HealthPatterns.trips)
  health(@Payload() data: { at?: string }): { status: 'up'; at: Date; seen: unknown } {
    return { status: 'up', at: new Date(Date.UTC(2026, 10, 29)), seen: data };
  }

  @MessagePattern(HealthPatterns.blog)
  refuse(): never {
    throw serviceError('not-found', 'No such post');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

let app: INestMicroservice;

beforeAll(async () => {
  app = await NestFactory.createMicroservice(ProbeModule, {
    strategy: new InProcessServer(),
    logger: false,
  });
  app.useGlobalFilters(new RpcErrorsFilter('trips'));
  await app.listen();
});

afterAll(async () => {
  await app.close();
});

const client = (service: 'trips' | 'blog' | 'media') =>
  new ServiceClient(service, new InProcessClient());

describe('the in-process transport', () => {
  it('answers through Nest as a wire would: dates as strings, nothing shared with the caller', async () => {
    const sent = { at: 'now' };
    const answer = (await client('trips').send(HealthPatterns.trips, sent as never)) as unknown as {
      at: unknown;
      seen: unknown;
    };
    expect(answer).toEqual({ status: 'up', at: '2026-11-29T00:00:00.000Z', seen: { at: 'now' } });
    expect(answer.seen).not.toBe(sent);
  });

  it("passes a service's own error on, and calls no service is here for unavailable", async () => {
    const refused = await client('blog')
      .send(HealthPatterns.blog, {})
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceCallError);
    expect((refused as ServiceCallError).body).toEqual({
      code: 'not-found',
      message: 'No such post',
    });
    await expect(client('media').send(HealthPatterns.media, {})).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
  });

  it("answers a worker process's call, and leaves any other message alone", async () => {
    const answers: unknown[] = [];
    answerCallFromChild({ type: 'roadbook:metrics-request', id: 'm1' }, (a) => answers.push(a));
    const answered = new Promise((resolve) =>
      answerCallFromChild(
        { type: 'roadbook:call', id: 'c1', pattern: HealthPatterns.blog, data: {} },
        resolve,
      ),
    );
    await expect(answered).resolves.toEqual({
      type: 'roadbook:answer',
      id: 'c1',
      err: { code: 'not-found', message: 'No such post' },
    });
    expect(answers).toEqual([]);
  });
});
