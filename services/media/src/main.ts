import 'reflect-metadata';
import { runMain, startService } from '@roadbook/platform';
import { mediaService } from './media-service';

runMain(() => startService(mediaService));
