import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function ResetPasswordRoute() {
  return <PlaceholderPage title="Reset Your Password" />;
}
