'use client';
// One hook per read call (DESIGN.md §5). Pass null to wait.
import type { CallInput } from '../registry';
import { useCall, useInfiniteCall, type Filters } from './use-call';

// Catalogue
export const useProductList = (input: CallInput<'getProductList'> | null) => useCall('getProductList', input);
export const useProductFeed = (filters: Filters<'getProductList'> | null, pageSize?: number) =>
  useInfiniteCall('getProductList', filters, pageSize);
export const useProduct = (id: number | null) => useCall('getProduct', id === null ? null : { id });
export const useProductTypes = () => useCall('GetProductTypeList', {});
export const useTzPriceData = () => useCall('GetTzPriceData', {});

// Orders
export const useOrderList = (filters: Filters<'orderList'> | null, pageSize?: number) =>
  useInfiniteCall('orderList', filters, pageSize);

// Wallet
export const useBankInfo = (enabled = true) => useCall('GetBankInfo', enabled ? {} : null);
export const useUserBankInfo = (enabled = true) => useCall('GetUserBankInfo', enabled ? {} : null);
export const useRechargePage = (filters: Filters<'RechargePage'> | null, pageSize?: number) =>
  useInfiniteCall('RechargePage', filters, pageSize);
export const useWallets = (filters: Filters<'WalletsPage'> | null, pageSize?: number) =>
  useInfiniteCall('WalletsPage', filters, pageSize);

// Account
export const useUserInfo = (enabled = true) => useCall('getInfo', enabled ? {} : null);
export const useAddressList = (enabled = true, id?: number) =>
  useCall('GetAddressList', enabled ? (id === undefined ? {} : { id }) : null);
export const useIdentity = (enabled = true) => useCall('getIdentity', enabled ? {} : null);
export const useTeamList = (enabled = true) => useCall('GetTeamList', enabled ? {} : null);

// Content
export const useNotices = () => useCall('GetNotice', {});
export const useArticle = (id: number | null) => useCall('GetArtical', id === null ? null : { id });
export const useCompany = (id: number | null) => useCall('getCompany', id === null ? null : { id });
export const useAppUpdateConfig = () => useCall('GetAppUpdateConfig', {});
export const useDictList = () => useCall('getAllDictList', {});
