/** The API key state machine, exactly as the service spec gives it. */
import { ErrorCode, PiScanError } from '../errors.js';

/** The statuses an API key can have. */
export const KEY_STATUSES = ['active', 'paused', 'revoked'] as const;

/** A value of {@link KEY_STATUSES}. */
export type KeyStatus = (typeof KEY_STATUSES)[number];

/** The status-changing actions (delete is not one: it removes the key in any status). */
export type KeyTransition = 'pause' | 'activate' | 'revoke';

/**
 * The status a key moves to under `transition`. Throws a conflict error (exit 2) for a revoked key and
 * for a transition that would not change anything (pausing a paused key, activating an active one).
 */
export function nextKeyStatus(current: KeyStatus, transition: KeyTransition): KeyStatus {
  if (current === 'revoked') {
    throw new PiScanError(
      ErrorCode.Conflict,
      transition === 'revoke'
        ? 'the key is already revoked'
        : `the key is revoked: revocation is permanent, so it cannot be ${transition === 'pause' ? 'paused' : 'activated'}; create a new key instead`,
    );
  }
  if (transition === 'revoke') return 'revoked';
  const target: KeyStatus = transition === 'pause' ? 'paused' : 'active';
  if (current === target) {
    throw new PiScanError(ErrorCode.Conflict, `the key is already ${target}: nothing to ${transition}`);
  }
  return target;
}
