'use client';
// One named hook per read call, all of one shape: useX(input | null) → { data, error, isLoading,
// refresh }. `null` waits; calls without input take `{}`. Paged calls as infinite lists: use-feeds.ts.
import type { CallInput, CallName } from '../registry';
import { useCall } from './use-call';

const read =
  <N extends CallName>(name: N) =>
  (input: CallInput<N> | null) =>
    useCall(name, input);

// Catalogue
export const useProductList = read('getProductList');
export const useProduct = read('getProduct');
export const useProductTypes = read('GetProductTypeList');
export const useTzPriceData = read('GetTzPriceData');
export const useSaleHistory = read('GetSaleHistory');

// Wallet
export const useBankInfo = read('GetBankInfo');
export const useUserBankInfo = read('GetUserBankInfo');

// Account
export const useUserInfo = read('getInfo');
export const useAddressList = read('GetAddressList');
export const useIdentity = read('getIdentity');
export const useAccountDeletionBlockers = read('GetAccountDeletionBlockers');
export const useTeamList = read('GetTeamList');

// Content
export const useNotices = read('GetNotice');
export const useArticle = read('GetArtical');
export const useCompany = read('getCompany');
export const useAppUpdateConfig = read('GetAppUpdateConfig');
export const useDictList = read('getAllDictList');

// After-sale (issue 37 #5)
export const useAfterSale = read('getAfterSale');

// Watchlist and notifications
export const useWatchList = read('GetWatchList');
export const useNotificationSettings = read('GetNotificationSettings');
export const useNotifications = read('GetNotifications');
