import { Module, type OnModuleInit } from '@nestjs/common';
import sharp from 'sharp';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({ controllers: [ImagesController], providers: [ImagesService] })
export class ImagesModule implements OnModuleInit {
  /**
   * libvips keeps the results of its last operations (by default up to 50 MB of pixels, 20 open
   * files and 100 operations) for the same operation asked again on the same input. This service
   * never asks twice: an upload is new bytes, and each rendition is made once and then served
   * from storage. The cache would only hold memory, so it is off.
   */
  onModuleInit(): void {
    sharp.cache(false);
  }
}
