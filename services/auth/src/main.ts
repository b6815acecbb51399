import 'reflect-metadata';
import { runMain, startService } from '@roadbook/platform';
import { authService } from './auth-service';

runMain(() => startService(authService));
