/** `POST /v1/prompt-injection/text`: a JSON body validated by the contract's schema, scanned as text. */
import type { FastifyPluginAsync } from 'fastify';
import { type ScanOptionFields, type ServiceTier, scanOptionsFromFields } from '../../api/contract.js';
import type { ServerScanners } from '../app.js';
import {
  type AuthenticateHook,
  JSON_TYPE,
  requireJson,
  SCAN_PREFIX,
  scanResponses,
  scanStateOf,
  schemaErrorFormatter,
} from './scan-common.js';

/** What the text route needs. */
export interface ScanTextRouteOptions {
  scan: ServerScanners['text'];
  authenticate: AuthenticateHook;
  maxTextBytes: number;
  serviceTier: ServiceTier;
}

/** Registers the text scan route. */
export const scanTextRoute: FastifyPluginAsync<ScanTextRouteOptions> = async (app, options) => {
  app.post(
    `${SCAN_PREFIX}/text`,
    {
      onRequest: options.authenticate,
      preValidation: requireJson,
      schema: {
        summary: 'Scan text for prompt injection',
        tags: ['scan'],
        security: [{ bearerAuth: [] }],
        body: { $ref: 'TextScanRequest#' },
        response: scanResponses(),
      },
      schemaErrorFormatter: schemaErrorFormatter('{"content": "text to scan"}'),
      config: {
        accepts: JSON_TYPE,
        tooLarge: `request body is larger than the ${options.maxTextBytes}-byte limit`,
      },
    },
    async (request) => {
      const body = request.body as { content: string } & ScanOptionFields;
      const state = scanStateOf(request);
      state.contentLength = body.content.length;
      state.result = await options.scan(body.content, scanOptionsFromFields(body), {
        apiKeyId: state.keyId,
        serviceTier: options.serviceTier,
        requestId: request.id,
        contentLength: body.content.length,
      });
      return state.result;
    },
  );
};
