export { authService } from './auth-service';
export { createOrPromoteAdmin, hasAdmin, withAuthDatabase } from './admins/admin-accounts';
