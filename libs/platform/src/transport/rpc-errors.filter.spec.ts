import { BadRequestException, Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGES, UNEXPECTED_SERVICE_ERROR } from '@roadbook/contracts';
import { firstValueFrom } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { serviceError } from './service-error';
import { isDatabaseUnavailable, RpcErrorsFilter } from './rpc-errors.filter';

function answer(error: unknown): Promise<unknown> {
  return firstValueFrom(new RpcErrorsFilter('trips').catch(error)).catch((body: unknown) => body);
}

function pgError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

beforeEach(() => {
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RpcErrorsFilter', () => {
  it('passes on what the handler described', async () => {
    const described = serviceError('conflict', { name: ['Already shared'] });
    await expect(answer(described)).resolves.toEqual({
      code: 'conflict',
      message: 'Already shared',
      errors: { name: ['Already shared'] },
    });
    await expect(answer(new BadRequestException('Bad id'))).resolves.toEqual({
      code: 'invalid-input',
      message: 'Bad id',
    });
  });

  it("answers unavailable in the service's own words when its database does not answer", async () => {
    const refused = new QueryFailedError(
      'SELECT 1',
      [],
      pgError('connect ECONNREFUSED', 'ECONNREFUSED'),
    );
    await expect(answer(refused)).resolves.toEqual({
      code: 'unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGES.trips,
    });
    expect(Logger.prototype.warn).toHaveBeenCalled();
  });

  it('answers a bug as unexpected, in plain words, and logs it with its stack', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'days')");
    await expect(answer(bug)).resolves.toEqual({
      code: 'unexpected',
      message: UNEXPECTED_SERVICE_ERROR,
    });
    expect(Logger.prototype.error).toHaveBeenCalledWith(
      expect.stringContaining("reading 'days'"),
      bug.stack,
    );
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'a server shutting down',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['a connection exception', pgError('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', pgError('syntax error at or near "SELEC"', '42601')],
    ['a bug', new TypeError('x is not a function')],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
