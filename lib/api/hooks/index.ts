'use client';
export * from './use-reads';
export { useCall, useInfiniteCall, DEFAULT_PAGE_SIZE, type Read, type InfiniteList, type Filters } from './use-call';
export { useAuctionTime, type AuctionTime } from './use-auction-time';
export { useApiMutation, toastsFailure, type Mutation, type MutationOptions } from './use-mutation';
export { clearPrivateReads, invalidate, invalidateAll } from './invalidate';
export { callKey, shouldRetry, readConfig } from './keys';
export { patchReads } from './patch';
