/** Chosen limits (the spec is silent); each is a plain number so the README can quote it. */
export const ACCOUNT_LIMITS = {
  verificationCodeMinutes: 30,
  verificationCodeAttempts: 5,
  /** Every code mailed for one account counts, the first one of a registration included. */
  resendCooldownSeconds: 60,
  resendPerHour: 5,
  resetTokenMinutes: 60,
  resetEmailsPerHourPerAccount: 3,
  resetRequestsPerHourPerAddress: 20,
  registrationsPerHourPerAddress: 10,
  wrongCurrentPasswordPer15Minutes: 5,
} as const;
