import { Controller, ForbiddenException, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { SessionPrincipal, UserRole } from '@roadbook/contracts';
import type { SessionResolver } from './session-resolver';
import { AdminOnly, SessionGuard } from './session.guard';

@Controller('admin-things')
@AdminOnly()
class AdminThingsController {
  @Get()
  list(): string[] {
    return [];
  }
}

@Controller('things')
class ThingsController {
  @Get()
  list(): string[] {
    return [];
  }

  @Get('admin')
  @AdminOnly()
  adminList(): string[] {
    return [];
  }
}

function contextFor<T extends object>(controller: T, handler: keyof T) {
  const request = { cookies: {} };
  return {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => controller[handler],
    getClass: () => controller.constructor,
  } as unknown as ExecutionContext;
}

function guardFor(role: UserRole) {
  const principal = { sessionId: 1, user: { id: 7, role } } as unknown as SessionPrincipal;
  const sessions = { resolve: () => Promise.resolve(principal) } as unknown as SessionResolver;
  return new SessionGuard(new Reflector(), sessions);
}

describe('SessionGuard roles', () => {
  it('applies @AdminOnly() on a controller class to each of its routes', async () => {
    const context = contextFor(new AdminThingsController(), 'list');
    await expect(guardFor('user').canActivate(context)).rejects.toBeInstanceOf(ForbiddenException);
    await expect(guardFor('admin').canActivate(context)).resolves.toBe(true);
  });

  it('applies @AdminOnly() on a handler to that route only', async () => {
    const controller = new ThingsController();
    await expect(
      guardFor('user').canActivate(contextFor(controller, 'adminList')),
    ).rejects.toBeInstanceOf(ForbiddenException);
    await expect(guardFor('user').canActivate(contextFor(controller, 'list'))).resolves.toBe(true);
  });

  it("checks a role against the auth service's current answer, never the session cache", async () => {
    const asked: unknown[] = [];
    const principal = { sessionId: 1, user: { id: 7, role: 'admin' } };
    const sessions = {
      resolve: (_request: unknown, options?: { fresh?: boolean }) => {
        asked.push(options?.fresh ?? false);
        return Promise.resolve(principal);
      },
    } as unknown as SessionResolver;
    const guard = new SessionGuard(new Reflector(), sessions);
    const controller = new ThingsController();
    await guard.canActivate(contextFor(controller, 'adminList'));
    await guard.canActivate(contextFor(controller, 'list'));
    expect(asked).toEqual([true, false]);
  });
});
