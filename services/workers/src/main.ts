import 'reflect-metadata';
import { runMain } from '@roadbook/platform';
import { startWorkers } from './start-workers';

runMain(() => startWorkers());
