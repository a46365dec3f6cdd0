// The floor: a bare Next 16 + React 19 + next-intl page, built the way the app is (static export,
// webpack), so `npm run bench:web` can report the app's first-load JS and LCP as ratios to it.
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.js');

export default withNextIntl({
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  webpack(config, { isServer, dev }) {
    // The same hidden source maps as the app (scripts/size-budget.mjs attributes bytes with them).
    if (!isServer && !dev) config.devtool = 'hidden-source-map';
    return config;
  },
});
