import { RpcException } from '@nestjs/microservices';
import type { ServiceErrorBody } from '@roadbook/contracts';

/** The service error a call was refused with (`serviceError(…)`); fails the spec if it was not. */
export async function serviceRefusal(work: Promise<unknown>): Promise<ServiceErrorBody> {
  const error: unknown = await work.then(
    () => new Error('expected the call to be refused, and it was answered'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof RpcException)) throw error;
  return error.getError() as ServiceErrorBody;
}
