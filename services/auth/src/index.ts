export { authService } from './auth-service';
export {
  adminIdByEmail,
  createOrPromoteAdmin,
  firstAdminId,
  hasAdmin,
  withAuthDatabase,
} from './admins/admin-accounts';
