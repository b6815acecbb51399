import 'reflect-metadata';
import { runMain, startService } from '@roadbook/platform';
import { tripsService } from './trips-service';

runMain(() => startService(tripsService));
