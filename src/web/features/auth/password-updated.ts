/** The history state /update-password hands /login after a new password was saved: the login page says so. */
export const PASSWORD_UPDATED_STATE = { passwordUpdated: true } as const;

/** Whether a location's state is PASSWORD_UPDATED_STATE. */
export function isPasswordUpdated(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { passwordUpdated?: unknown }).passwordUpdated === true
  );
}
