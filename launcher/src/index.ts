export {
  startDistributed,
  type DistributedOptions,
  type DistributedRoadbook,
} from './distributed/start-distributed';
export { APP_NAMES, type AppName } from './distributed/app-processes';
export { freePort } from './free-port';
export { waitForHealth } from './wait-for-health';
export { readLocalRunInfo, type LocalRunInfo } from './local/local-run-file';
export { startEmbeddedS3, type EmbeddedS3 } from './local/embedded-s3';
