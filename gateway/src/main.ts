import 'reflect-metadata';
import { runMain } from '@roadbook/platform';
import { startGateway } from './start-gateway';

runMain(() => startGateway());
