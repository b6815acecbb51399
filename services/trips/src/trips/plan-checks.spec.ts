import type { RpcException } from '@nestjs/microservices';
import { PlanTripMessages, type PlanTripDto, type ServiceErrorBody } from '@roadbook/contracts';
import { createTripPlanner } from '@roadbook/planner';
import { planInput } from '@roadbook/planner/testing';
import { PlanChecks } from './plan-checks';

jest.mock('@roadbook/planner', () => {
  const planner: typeof import('@roadbook/planner') = jest.requireActual('@roadbook/planner');
  return { ...planner, createTripPlanner: jest.fn(planner.createTripPlanner) };
});

const NOW = new Date('2026-06-01T12:00:00Z');

const plan = (fields: Partial<PlanTripDto> = {}) =>
  planInput({ startDate: '2026-06-10', endDate: '2026-06-12', ...fields }) as PlanTripDto;

/** What the checks refused `refused` with: the service's 400 body. */
async function refusal(checks: PlanChecks, refused: PlanTripDto) {
  const error = await checks.assertCanBePlanned(refused, NOW).then(
    () => undefined,
    (caught: unknown) => caught as RpcException,
  );
  expect(error).toBeDefined();
  return error?.getError() as ServiceErrorBody;
}

describe('PlanChecks', () => {
  beforeEach(() => jest.mocked(createTripPlanner).mockClear());

  it('builds the engine while warming up, and every check after uses that one', async () => {
    const checks = new PlanChecks();
    await checks.warmUp();
    expect(createTripPlanner).toHaveBeenCalledTimes(1);

    await checks.assertCanBePlanned(plan(), NOW);
    await refusal(checks, plan({ destination: 'Denver, CO' }));
    expect(createTripPlanner).toHaveBeenCalledTimes(1);
  });

  it('passes a plan the engine can ride', async () => {
    await expect(new PlanChecks().assertCanBePlanned(plan(), NOW)).resolves.toBeUndefined();
  });

  it('answers a refusal as invalid input, its message under the field it is about', async () => {
    const checks = new PlanChecks();

    expect(await refusal(checks, plan({ destination: 'Denver, CO' }))).toEqual({
      code: 'invalid-input',
      message: PlanTripMessages.sameStartAndDestination,
      errors: { destination: [PlanTripMessages.sameStartAndDestination] },
    });
    expect(await refusal(checks, plan({ startDate: '2026-05-20' }))).toMatchObject({
      code: 'invalid-input',
      errors: { startDate: [PlanTripMessages.startDateInPast] },
    });
  });
});
