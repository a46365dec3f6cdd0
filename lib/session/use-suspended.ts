'use client';
// Whether the logged-in user's account is suspended by an operator (getInfo's `suspended`, issue
// 37 #2). Screens disable what the server would refuse with 403 account_frozen (Buy, consign,
// recharge, withdraw, saving a withdrawal card) and say why beside it; the shell shows the banner
// (components/account/suspended-root.tsx). A live `account_status` notification re-reads getInfo
// (lib/realtime/notify.ts), so both follow a freeze or an unfreeze without a reload.
import { useSession } from './use-session';

export function useSuspended(): boolean {
  const session = useSession();
  return session.status === 'authenticated' && session.data?.suspended === true;
}
