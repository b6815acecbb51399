export { tripsService } from './trips-service';
