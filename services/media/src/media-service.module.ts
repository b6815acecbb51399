import { Module, type DynamicModule } from '@nestjs/common';
import { serviceFoundation } from '@roadbook/platform/database';
import { ImagesModule } from './images/images.module';
import { StaticMapsModule } from './maps/static-maps.module';
import type { MediaServiceEnv } from './media-service.env';
import { CreateUploads1763798400000 } from './migrations/1763798400000-create-uploads';
import { UploadsSharedByOwners1763971200000 } from './migrations/1763971200000-uploads-shared-by-owners';
import { StorageHealthCheck } from './storage/object-storage';
import { StorageModule } from './storage/storage.module';
import { UploadEntity } from './uploads/entities/upload.entity';
import { UploadsModule } from './uploads/uploads.module';
import { UserDataController } from './user-data/user-data.controller';

@Module({})
export class MediaServiceModule {
  static forRoot(env: MediaServiceEnv): DynamicModule {
    return {
      module: MediaServiceModule,
      imports: [
        StorageModule,
        UploadsModule,
        ImagesModule,
        StaticMapsModule,
        ...serviceFoundation(
          'media',
          env,
          {
            schema: 'media',
            entities: [UploadEntity],
            migrations: [CreateUploads1763798400000, UploadsSharedByOwners1763971200000],
          },
          [StorageHealthCheck],
        ),
      ],
      controllers: [UserDataController],
    };
  }
}
