import { Module } from '@nestjs/common';
import { TripCallers } from '../trips/trip-caller';
import { MapsConfigController } from './maps-config.controller';
import { MediaFilesController } from './media-files.controller';
import { OptimizeController } from './optimize.controller';
import { StaticMapsController } from './static-maps.controller';
import { UploadController } from './upload.controller';

/** Uploads, stored and optimised images, map settings and static route maps. */
@Module({
  controllers: [
    UploadController,
    MediaFilesController,
    OptimizeController,
    MapsConfigController,
    StaticMapsController,
  ],
  providers: [TripCallers],
})
export class MediaModule {}
