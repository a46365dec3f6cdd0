'use client';
// One named hook per read call, all of one shape: useX(input | null) → { data, error, isLoading,
// refresh } (paged calls: the infinite list). `null` waits; calls without input take `{}`.
import type { CallInput, CallName, PagedName } from '../registry';
import { useCall, useInfiniteCall, type Filters } from './use-call';

const read =
  <N extends CallName>(name: N) =>
  (input: CallInput<N> | null) =>
    useCall(name, input);
const list =
  <N extends PagedName>(name: N) =>
  (filters: Filters<N> | null, pageSize?: number) =>
    useInfiniteCall(name, filters, pageSize);

// Catalogue
export const useProductList = read('getProductList');
export const useProductFeed = list('getProductList');
export const useProduct = read('getProduct');
export const useProductTypes = read('GetProductTypeList');
export const useTzPriceData = read('GetTzPriceData');

// Orders
export const useOrderList = list('orderList');

// Wallet
export const useBankInfo = read('GetBankInfo');
export const useUserBankInfo = read('GetUserBankInfo');
export const useRechargePage = list('RechargePage');
export const useWallets = list('WalletsPage');

// Account
export const useUserInfo = read('getInfo');
export const useAddressList = read('GetAddressList');
export const useIdentity = read('getIdentity');
export const useTeamList = read('GetTeamList');

// Content
export const useNotices = read('GetNotice');
export const useArticle = read('GetArtical');
export const useCompany = read('getCompany');
export const useAppUpdateConfig = read('GetAppUpdateConfig');
export const useDictList = read('getAllDictList');
