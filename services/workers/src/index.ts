export { startWorkers } from './start-workers';
