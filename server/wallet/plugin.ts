// The wallet group's plugin: bank accounts and the withdrawal card, recharges, withdrawals, score
// refunds and the ledger.
import { defineCallGroup } from '../http/call-group';
import { bankCalls } from './bank-routes';
import { walletCalls } from './routes';

export const walletPlugin = defineCallGroup('wallet', { ...bankCalls, ...walletCalls });
