export { startGateway, type RunningGateway } from './start-gateway';
export { GatewayEnv } from './gateway.env';
