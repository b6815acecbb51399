import { USER_ROLES, type TripCaller, type UserRole } from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Matches,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

const signedIn = (caller: TripCallerDto) =>
  caller.userId !== undefined || caller.role !== undefined;

/**
 * The principal a trips message acts for. The service believes it as sent: only holders of the
 * transport secret (the gateway, which builds it from the session and the visitor cookie, and
 * the workers) can send a message at all. Its shape is still checked so that a sender's bug
 * never becomes a wider identity: a user comes with a role and a role only with a user, ids are
 * positive, and a visitor token hash is a SHA-256 hex digest.
 */
export class TripCallerDto implements TripCaller {
  @ValidateIf(signedIn)
  @IsInt()
  @Min(1)
  userId?: number;

  @ValidateIf(signedIn)
  @IsIn(USER_ROLES)
  role?: UserRole;

  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: 'visitorTokenHash must be a SHA-256 hex digest' })
  visitorTokenHash?: string;
}

/** A trips request made on behalf of a caller: without a well-formed one, it is refused. */
export class ByCaller {
  @IsObject()
  @ValidateNested()
  @Type(() => TripCallerDto)
  caller: TripCallerDto;
}
