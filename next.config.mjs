// Static export (docs/architecture.md, section 2): every screen is prerendered per locale into out/.
// Built with `next build --webpack` so Workbox's InjectManifest can compile the service worker
// (lib/pwa/service-worker.ts → public/sw.js, copied into out/ by the export; docs/pwa.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { tsImport } from 'tsx/esm/api';
import { InjectManifest } from 'workbox-webpack-plugin';

// Messages are precompiled at build time (next-intl's `precompile`): screens carry no ICU parser
// (~9 KiB gzipped of @formatjs) and format without parsing (docs/benchmarks.md, first load).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
const root = path.dirname(fileURLToPath(import.meta.url));

/** The entry points that can load a chunk: the roots above each of its chunk groups. */
function entryNamesOf(chunk) {
  const names = new Set();
  const seen = new Set();
  const walk = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    if (group.isInitial()) names.add(group.name);
    for (const parent of group.getParents()) walk(parent);
  };
  for (const group of chunk.groupsIterable) walk(group);
  return names;
}

/** Files of the chunks only the operator console loads (docs/console.md: never precached). */
const consoleFiles = new WeakMap();
function consoleOnlyFiles(compilation) {
  let files = consoleFiles.get(compilation);
  if (!files) {
    files = new Set();
    for (const chunk of compilation.chunks) {
      if (!precache.isConsoleOnly(entryNamesOf(chunk))) continue;
      for (const f of chunk.files) files.add(f);
      for (const f of chunk.auxiliaryFiles) files.add(f);
    }
    consoleFiles.set(compilation, files);
  }
  return files;
}

/** @type {import('./lib/pwa/precache')} */
const precache = await tsImport('./lib/pwa/precache.ts', import.meta.url);

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
  // cssChunking off: Next's default ('loose') merged the CSS of every screen into one 43 kB file
  // that every route loaded (11 KiB gzipped, render-blocking); without it a route loads the
  // global CSS and its own (4.6–5.3 KiB gzipped), so its HTML and CSS fit a first round trip.
  experimental: { globalNotFound: true, cssChunking: false },
  // GAVEL_BUILD_ID pins the build id (the service-worker update e2e builds two versions);
  // otherwise Next picks a random one per build.
  generateBuildId: () => process.env.GAVEL_BUILD_ID || null,
  // GAVEL_EXPORT_DIR (relative) exports somewhere other than out/: with `output: 'export'` a
  // custom distDir names the export folder (the same e2e keeps both versions side by side).
  ...(process.env.GAVEL_EXPORT_DIR ? { distDir: process.env.GAVEL_EXPORT_DIR } : {}),
  webpack(config, { isServer, dev, buildId, webpack }) {
    if (!isServer && !dev) {
      // One copy of next-intl on a page. Next splits shared client code only into chunks of at
      // least 20 kB, so next-intl's client (~8 kB, used by the layout, the error and not-found
      // screens and every page) was copied into three of every route's first-load chunks: ~6 KiB
      // gzipped that every first load downloaded and evaluated twice more (docs/benchmarks.md,
      // "Size budgets").
      config.optimization.splitChunks.cacheGroups.intl = {
        test: /[\\/]node_modules[\\/](use-intl|next-intl|@formatjs)[\\/]/,
        name: 'intl',
        chunks: 'all',
        priority: 35,
        enforce: true,
      };
      // Likewise the app code the root layout reaches (request layer, toasts, page-loading, money
      // format, …): it is on every route's first load anyway, but pages, the error screen and
      // shared chunks each carried their own copy of the pieces they also use. One chunk, once.
      config.optimization.splitChunks.cacheGroups.shell = {
        test: (module, { chunkGraph }) =>
          !/[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '') &&
          [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'app/[locale]/layout'),
        name: 'shell',
        chunks: 'all',
        priority: 20,
        enforce: true,
      };
      // React 19 has useSyncExternalStore: SWR's pre-18 shim is left out (lib/vendor).
      config.resolve.alias['use-sync-external-store/shim$'] = path.join(
        root,
        'lib/vendor/use-sync-external-store-shim.ts',
      );
      // Source maps without the `sourceMappingURL` comment: the shipped scripts are unchanged, and
      // `npm run build` moves the maps out of out/ (scripts/move-source-maps.mjs) for the size
      // budgets (scripts/size-budget.mjs) to attribute bytes to sources.
      config.devtool = 'hidden-source-map';
      config.plugins.push(
        new InjectManifest({
          swSrc: path.join(root, 'lib/pwa/service-worker.ts'),
          swDest: path.join(root, 'public/sw.js'),
          include: [
            ({ asset, compilation }) =>
              precache.isPrecachedAsset(asset.name) && !consoleOnlyFiles(compilation).has(asset.name),
          ],
          additionalManifestEntries: precache.additionalEntries(buildId),
          manifestTransforms: [
            (entries) => ({
              manifest: entries.map((e) => ({ ...e, url: precache.encodeAssetUrl(e.url) })),
              warnings: [],
            }),
          ],
          // Next's chunks are large by design; the limit is for accidents, not for them.
          maximumFileSizeToCacheInBytes: 1024 * 1024,
          webpackCompilationPlugins: [
            new webpack.DefinePlugin({
              __GAVEL_BUILD_ID__: JSON.stringify(buildId),
              'process.env.NODE_ENV': JSON.stringify('production'),
            }),
          ],
        }),
      );
    }
    return config;
  },
};

export default withNextIntl(nextConfig);
