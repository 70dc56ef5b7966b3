/** The one mapping from errors to HTTP answers: what a client may and may not see of a server-side failure. */
import { describe, expect, it } from 'vitest';
import { ErrorCode, PiScanError } from '../../src/errors.js';
import { toErrorResponse } from '../../src/server/http-errors.js';

const context = {
  requestId: 'req-7',
  tooLarge: 'too large',
  accepts: 'application/json',
  contentType: undefined,
};

describe('toErrorResponse', () => {
  it.each([
    [ErrorCode.Store, 'key store /srv/pi-scan/keys.db: the file is not a pi-scan key store or is corrupt'],
    [ErrorCode.StoreUnavailable, 'key store /srv/pi-scan/keys.db: database is locked'],
    [
      ErrorCode.StoreUnavailable,
      'key store postgres://pi_scan@db.internal:5432/pi_scan: query failed: Connection terminated unexpectedly; is PostgreSQL running and reachable at db.internal:5432?',
    ],
  ])('answers a %s error 503 without its message (%s), and asks for it to be logged', (code, message) => {
    const response = toErrorResponse(new PiScanError(code, message), context);
    expect(response).toEqual({
      status: 503,
      message:
        'the key store is not available; retry shortly (the server log has the cause under request id req-7)',
      headers: {},
      unexpected: true,
    });
  });

  it.each([ErrorCode.Internal, ErrorCode.Service, ErrorCode.Network])(
    'answers a %s error with the generic 500 message, never its own',
    (code) => {
      const response = toErrorResponse(
        new PiScanError(code, 'upstream https://user:pw@host/x failed'),
        context,
      );
      expect(response.status).toBe(500);
      expect(response.message).not.toContain('host');
      expect(response.unexpected).toBe(true);
    },
  );

  it('passes a client error through with its own message', () => {
    const response = toErrorResponse(new PiScanError(ErrorCode.Forbidden, 'this API key is paused'), context);
    expect(response).toMatchObject({ status: 403, message: 'this API key is paused', unexpected: false });
  });
});
