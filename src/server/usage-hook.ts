/**
 * Usage recording as a hook of its own: every answer to an authenticated scan request (200 or an
 * error) writes one usage row before it is sent. Rows are group-committed by the key store's usage
 * writer (one SQLite transaction, or one multi-row PostgreSQL INSERT, per event-loop turn).
 */
import type { FastifyInstance } from 'fastify';
import { computeRequestUnits, type ServiceTier } from '../api/contract.js';
import type { UsageWriter } from './usage-writer.js';

/** What {@link registerUsageRecording} needs. */
export interface UsageRecordingOptions {
  /** The key store's usage writer (ServerKeyStore.usage). */
  usage: UsageWriter;
  serviceTier: ServiceTier;
  now: () => Date;
}

/** Adds the `onSend` hook that records usage, and the `onClose` hook that commits what is queued. */
export function registerUsageRecording(app: FastifyInstance, options: UsageRecordingOptions): void {
  const { usage } = options;
  app.addHook('onClose', async () => usage.flush());
  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.scanState;
    // Requests that never authenticated (401, 403, 404, …) bill nothing and leave no row.
    if (state === null || state === undefined || state.usageRecorded) return payload;
    state.usageRecorded = true;
    const result = reply.statusCode === 200 ? state.result : undefined;
    const recorded = usage.record({
      requestId: request.id,
      apiKeyId: state.keyId,
      occurredAt: options.now().toISOString(),
      classification: result === undefined ? 'unknown' : result.is_safe ? 'safe' : 'unsafe',
      requestUnits:
        result?.request_units ??
        (state.contentLength === undefined ? 0 : computeRequestUnits(state.contentLength)),
      billedRequestUnits: result?.billed_request_units ?? 0,
      serviceTier: result?.service_tier ?? options.serviceTier,
      httpStatus: reply.statusCode,
    });
    if (reply.statusCode < 400) {
      // A scan answered only once its row is committed; a failed write turns it into an error answer
      // (503 when the store is down, stalled or locked; the cause is logged, never sent).
      await recorded;
    } else {
      // An error answer goes out anyway; a failed write is logged, not stacked on top of it.
      await recorded.catch((error: unknown) => {
        request.log.error({ err: error }, 'could not record usage for a failed request');
      });
    }
    return payload;
  });
}
