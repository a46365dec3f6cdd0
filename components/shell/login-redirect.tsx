// A screen behind the login sends a visitor with no session to login before it paints
// (lib/session/login-redirect-script.ts). An inline script in the prerendered HTML; the CSP
// allows it by its hash, like every inline script of the export.
import type { Locale } from '@/lib/i18n/config';
import { routeHref } from '@/lib/nav/href';
import { loginRedirectScript } from '@/lib/session/login-redirect-script';

export function LoginRedirect({ locale }: { locale: Locale }) {
  return <script dangerouslySetInnerHTML={{ __html: loginRedirectScript(routeHref(locale, 'login')) }} />;
}
