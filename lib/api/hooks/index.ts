'use client';
export * from './use-reads';
export { useCall, useInfiniteCall, type InfiniteList } from './use-call';
export { useAuctionTime, type AuctionTime } from './use-auction-time';
export { useApiMutation, type Mutation } from './use-mutation';
export { invalidate, invalidateAll, INVALIDATES } from './invalidate';
export { callKey } from './keys';
