import { newPasswordSchema } from '../../shared/contracts/common';
import { PASSWORD_MISMATCH_MESSAGE } from '../../shared/contracts/users';

/**
 * What is wrong with a new password and its confirmation, checked by the same schema the server
 * uses and worded the same way; empty when both are fine.
 */
export function newPasswordProblems(password: string, confirmation: string): { password?: string; password_confirmation?: string } {
  const checked = newPasswordSchema.safeParse(password);
  return {
    ...(checked.success ? {} : { password: checked.error.issues[0]?.message }),
    ...(password === confirmation ? {} : { password_confirmation: PASSWORD_MISMATCH_MESSAGE }),
  };
}
