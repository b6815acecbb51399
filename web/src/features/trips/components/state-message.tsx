export { StateMessage } from '../../../shared/components/state-message';
