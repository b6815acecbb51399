import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceFoundation } from '@roadbook/platform';
import type { MediaServiceEnv } from './media-service.env';
import { CreateUploads1763798400000 } from './migrations/1763798400000-create-uploads';
import { StorageHealthCheck } from './storage/object-storage';
import { StorageModule } from './storage/storage.module';
import { UploadEntity } from './uploads/entities/upload.entity';
import { UserDataController } from './user-data/user-data.controller';

@Module({})
export class MediaServiceModule {
  static forRoot(env: MediaServiceEnv): DynamicModule {
    return {
      module: MediaServiceModule,
      imports: [
        StorageModule,
        TypeOrmModule.forFeature([UploadEntity]),
        ...serviceFoundation(
          'media',
          env,
          { schema: 'media', entities: [UploadEntity], migrations: [CreateUploads1763798400000] },
          [StorageHealthCheck],
        ),
      ],
      controllers: [UserDataController],
    };
  }
}
