import {
  createParamDecorator,
  Inject,
  Injectable,
  type ExecutionContext,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TripCallers } from '../trips/trip-caller';

/** A provider that tells who a request comes from, as a service wants its caller named. */
export interface CallerSource<C = unknown> {
  of(request: FastifyRequest): Promise<C>;
}

/** The request itself, for the pipe that reads its caller. */
const RequestOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): FastifyRequest =>
    context.switchToHttp().getRequest<FastifyRequest>(),
);

const pipes = new Map<Type<CallerSource>, Type<PipeTransform>>();

/** One pipe class per source, so Nest makes one instance of each per module, as for a guard. */
function callerPipe(source: Type<CallerSource>): Type<PipeTransform> {
  let pipe = pipes.get(source);
  if (!pipe) {
    @Injectable()
    class CallerPipe implements PipeTransform<FastifyRequest, Promise<unknown>> {
      constructor(@Inject(source) private readonly callers: CallerSource) {}

      transform(request: FastifyRequest): Promise<unknown> {
        return this.callers.of(request);
      }
    }
    pipe = CallerPipe;
    pipes.set(source, pipe);
  }
  return pipe;
}

/**
 * The caller a handler acts for, resolved from the request's session and cookies by `source`
 * (TripCallers unless told; the blog passes BlogCallers).
 *
 * A pipe on the request, rather than a guard or an interceptor that stores the caller on the
 * request for a plain param decorator to read: a param decorator's factory cannot inject the
 * session resolver, but a pipe it names is built by Nest with the module's providers, so the
 * decorator alone is enough (nothing else to register on each controller, nothing to forget),
 * and the session is resolved only for handlers that ask for a caller, after their guards.
 *
 * It never gives a visitor token: pipes of a handler's parameters run side by side, so a cookie
 * given here would also go out with a plan refused by validation. Planning gives it in the
 * handler (`TripCallers.withVisitorToken`).
 */
export function Caller(source: Type<CallerSource> = TripCallers): ParameterDecorator {
  return RequestOf(undefined, callerPipe(source));
}
