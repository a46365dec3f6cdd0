// SWR imports `use-sync-external-store/shim`, a polyfill for React versions before 18 that also
// ships its fallback implementation (~0.5 KiB gzipped on every screen with data). React 19 has the
// hook built in, which the shim itself would return: next.config.mjs points the import here.
export { useSyncExternalStore } from 'react';
