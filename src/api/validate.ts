/**
 * Compiled validators for the contract's schemas, built on first use (the CLI's offline scans never
 * pay for them: ajv and its ~70 modules are required only then). The server's routes use fastify's own
 * ajv with {@link AJV_OPTIONS}, so both report the same errors for the same body.
 */
import { createRequire } from 'node:module';
import type { Ajv as AjvClass, ErrorObject, ValidateFunction } from 'ajv';
import {
  CHECKED_SCAN_RESULT_SCHEMA,
  IMAGE_SCAN_REQUEST_SCHEMA,
  SCAN_OPTIONS_SCHEMA,
  TEXT_SCAN_REQUEST_SCHEMA,
} from './schemas.js';

/**
 * ajv options of every validator: no type coercion (a number is not a string), the failing value in
 * each error (`verbose`) for messages, and the first error only (cheaper, and one message is shown).
 */
export const AJV_OPTIONS = {
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  allErrors: false,
  verbose: true,
  strict: false,
} as const;

/** The validators of the contract. */
export interface ContractValidators {
  textScanRequest: ValidateFunction;
  imageScanRequest: ValidateFunction;
  scanOptions: ValidateFunction;
  scanResult: ValidateFunction;
}

let ajv: AjvClass | undefined;
const compiled = new Map<keyof ContractValidators, ValidateFunction>();
const SCHEMAS: Record<keyof ContractValidators, object> = {
  textScanRequest: TEXT_SCAN_REQUEST_SCHEMA,
  imageScanRequest: IMAGE_SCAN_REQUEST_SCHEMA,
  scanOptions: SCAN_OPTIONS_SCHEMA,
  scanResult: CHECKED_SCAN_RESULT_SCHEMA,
};

/** One validator, compiled on its first use: a `--jsonl` text batch needs one of the four. */
function compiledValidator(name: keyof ContractValidators): ValidateFunction {
  let validate = compiled.get(name);
  if (validate === undefined) {
    if (ajv === undefined) {
      const { Ajv } = createRequire(import.meta.url)('ajv') as { Ajv: typeof AjvClass };
      ajv = new Ajv(AJV_OPTIONS);
    }
    validate = ajv.compile(SCHEMAS[name]);
    compiled.set(name, validate);
  }
  return validate;
}

const VALIDATORS: ContractValidators = {
  get textScanRequest() {
    return compiledValidator('textScanRequest');
  },
  get imageScanRequest() {
    return compiledValidator('imageScanRequest');
  },
  get scanOptions() {
    return compiledValidator('scanOptions');
  },
  get scanResult() {
    return compiledValidator('scanResult');
  },
};

/** The validators (each compiled once per process, on first use). */
export function contractValidators(): ContractValidators {
  return VALIDATORS;
}

/** The first error of the last run of `validate`, which returned false. */
export function firstError(validate: ValidateFunction): ErrorObject {
  const error = validate.errors?.[0];
  if (error === undefined) throw new Error('validator reported failure without an error');
  return error;
}
