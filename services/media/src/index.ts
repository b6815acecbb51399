export { mediaService } from './media-service';
