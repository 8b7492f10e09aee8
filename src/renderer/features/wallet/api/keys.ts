/** Every wallet query's key starts here: a write refreshes them all (balances move together). */
export const walletKey = ['wallet'] as const;
