// Operator commands for the marketplace and wallet. Owned by the money helper; empty for now.
import type { AdminCommand } from '../command';

export const marketCommands: AdminCommand[] = [];
