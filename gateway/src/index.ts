export { startGateway, type RunningGateway } from './start-gateway';
