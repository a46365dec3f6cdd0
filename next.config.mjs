// Static export (DESIGN.md section 2): every screen is prerendered per locale into out/.
// Built with `next build --webpack` so the service-worker issue can add Workbox's
// InjectManifest in the `webpack()` hook below.
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Type checking is `npm run typecheck` (tsc over the whole project, run first by `npm test`);
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Several root layouts (the entry page and app/[locale]) need the global 404 page.
  experimental: { globalNotFound: true },
  webpack(config) {
    return config;
  },
};

export default withNextIntl(nextConfig);
