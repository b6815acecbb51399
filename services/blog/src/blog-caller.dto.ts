import { USER_ROLES, type UserRole } from '@roadbook/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, ValidateNested } from 'class-validator';

/** Who asks, as the gateway vouches: nobody, or a signed-in user with their role. */
export class CallerDto {
  @IsOptional()
  @IsInt()
  userId?: number;

  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;
}

/** A request made on someone's behalf; the service decides what that caller may do. */
export class ByCaller {
  @ValidateNested()
  @Type(() => CallerDto)
  caller: CallerDto;
}
