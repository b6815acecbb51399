export { authService } from './auth-service';
export {
  createOrPromoteAdmin,
  firstAdminId,
  hasAdmin,
  withAuthDatabase,
} from './admins/admin-accounts';
