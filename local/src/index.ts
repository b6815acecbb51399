export { startLocal, type LocalRoadbook } from './start-local';
