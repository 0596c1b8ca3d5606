/**
 * The failed-attempt lock-out as the auth routes use it. Its rules and its counters in the
 * database are in auth-attempts.repository.ts; the routes see only this, so they never import a
 * repository.
 */

export type AttemptScope = 'sign-in' | 'sign-up';

/** The two counters an attempt is counted under: the account it names and the address it comes from. */
export interface AttemptKeys {
  account: string;
  address: string;
}

export function attemptKeys(email: string, clientAddress: string): AttemptKeys {
  return { account: `email:${email}`, address: `address:${clientAddress}` };
}

export interface AuthAttempts {
  /** Takes a slot for one attempt in both counters; false, and nothing taken, when either is full. */
  reserve(scope: AttemptScope, keys: AttemptKeys): Promise<boolean>;
  /** The attempt failed: its slots stay taken. */
  recordFailure(scope: AttemptScope, keys: AttemptKeys): Promise<void>;
  /** The attempt succeeded: the account's counter starts again, the address gets its slot back. */
  recordSuccess(scope: AttemptScope, keys: AttemptKeys): Promise<void>;
  /** The attempt was no guess: both slots back. */
  release(scope: AttemptScope, keys: AttemptKeys): Promise<void>;
}
