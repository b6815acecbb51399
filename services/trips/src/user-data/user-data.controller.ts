import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDataPatterns, type RpcResponse } from '@roadbook/contracts';
import { IsInt } from 'class-validator';
import { Repository } from 'typeorm';
import { TripEntity } from '../trips/entities/trip.entity';

class UserIdRequest {
  @IsInt()
  userId: number;
}

/** A deleted account's trips go, with their itineraries (cascade) and share links. */
@Controller()
export class UserDataController {
  constructor(@InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>) {}

  @MessagePattern(UserDataPatterns.purgeTrips)
  async purge(@Payload() { userId }: UserIdRequest): Promise<RpcResponse<'trips.user-data.purge'>> {
    const result = await this.trips.delete({ userId });
    return { deleted: result.affected ?? 0 };
  }
}
