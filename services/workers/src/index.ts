export { startWorkers } from './start-workers';
export { WorkersEnv } from './workers.env';
