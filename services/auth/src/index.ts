export { authService } from './auth-service';
