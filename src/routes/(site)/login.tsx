import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SiteLoginPage } from '@/site/site-login-page';

export const Route = createFileRoute('/(site)/login')({
  component: LoginRoute,
});

function LoginRoute() {
  const navigate = useNavigate();
  return <SiteLoginPage onSignedIn={() => void navigate({ to: '/home' })} />;
}
