import { Module } from '@nestjs/common';
import { StaticMapsController } from './static-maps.controller';
import { StaticMapsService } from './static-maps.service';

@Module({ controllers: [StaticMapsController], providers: [StaticMapsService] })
export class StaticMapsModule {}
