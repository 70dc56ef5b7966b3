/**
 * `POST /v1/prompt-injection/image` (JSON with base64) and `/image/multipart` (a file upload): two ways
 * to send the same request, read into bytes and options, then scanned by one function.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type ScanOptionFields,
  type ScanOptions,
  type ScanResult,
  type ServiceTier,
  scanOptionsFromFields,
} from '../../api/contract.js';
import { MULTIPART_SCAN_REQUEST_SCHEMA } from '../../api/schemas.js';
import { ErrorCode, PiScanError } from '../../errors.js';
import { decodeBase64Image } from '../../image/base64.js';
import type { ServerScanners } from '../app.js';
import { readMultipartScan } from '../multipart.js';
import {
  type AuthenticateHook,
  JSON_TYPE,
  MULTIPART_TYPE,
  requireJson,
  SCAN_PREFIX,
  scanResponses,
  scanStateOf,
  schemaErrorFormatter,
  unsupportedType,
} from './scan-common.js';

/** What the image routes need. */
export interface ScanImageRouteOptions {
  /** Absent when the server runs without the image engine: the routes answer 500. */
  scan: ServerScanners['image'];
  authenticate: AuthenticateHook;
  maxImageBytes: number;
  serviceTier: ServiceTier;
}

// A base64 image is 4/3 of its bytes; the rest of the JSON body (options) is small.
const JSON_OVERHEAD_BYTES = 64 * 1024;

/** Registers both image scan routes. */
export const scanImageRoutes: FastifyPluginAsync<ScanImageRouteOptions> = async (app, options) => {
  const tooLarge = `image is larger than the ${options.maxImageBytes}-byte limit; send a smaller image`;

  /** The one path every image takes once read: the engine, then the request's state for usage. */
  const scanImage = async (request: FastifyRequest, bytes: Uint8Array, scanOptions: ScanOptions) => {
    if (options.scan === undefined) {
      throw new PiScanError(ErrorCode.Internal, 'image scanning is not available in this server');
    }
    const state = scanStateOf(request);
    const result: ScanResult = await options.scan(bytes, scanOptions, {
      apiKeyId: state.keyId,
      serviceTier: options.serviceTier,
      requestId: request.id,
    });
    state.result = result;
    return result;
  };

  app.post(
    `${SCAN_PREFIX}/image`,
    {
      onRequest: options.authenticate,
      preValidation: requireJson,
      bodyLimit: Math.ceil((options.maxImageBytes * 4) / 3) + JSON_OVERHEAD_BYTES,
      schema: {
        summary: 'Scan an image sent as base64 in a JSON body',
        tags: ['scan'],
        security: [{ bearerAuth: [] }],
        body: { $ref: 'ImageScanRequest#' },
        response: scanResponses(),
      },
      schemaErrorFormatter: schemaErrorFormatter('{"image": "<base64>"}'),
      config: { accepts: JSON_TYPE, tooLarge },
    },
    async (request) => {
      const body = request.body as { image: string } & ScanOptionFields;
      const bytes = decodeBase64Image(body.image, options.maxImageBytes);
      return scanImage(request, bytes, scanOptionsFromFields(body));
    },
  );

  app.post(
    `${SCAN_PREFIX}/image/multipart`,
    {
      onRequest: options.authenticate,
      schema: {
        summary: 'Scan an image uploaded as a multipart/form-data file',
        tags: ['scan'],
        security: [{ bearerAuth: [] }],
        consumes: [MULTIPART_TYPE],
        body: MULTIPART_SCAN_REQUEST_SCHEMA,
        response: scanResponses(),
      },
      // The body schema documents the form; busboy reads and checks it (readMultipartScan).
      validatorCompiler: () => () => true,
      config: { accepts: MULTIPART_TYPE, tooLarge },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedType(request, MULTIPART_TYPE);
      const form = await readMultipartScan(request, options.maxImageBytes);
      return scanImage(request, form.image, form.options);
    },
  );
};
