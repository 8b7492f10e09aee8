export interface UsedChallengesTable {
  signature: string;
  expires_at: string;
}
