/** Validates SARIF logs against the official SARIF 2.1.0 schema shipped in fixtures/sarif/ (ajv, draft-07). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import type AjvFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats') as typeof AjvFormats.default;

let validator: ValidateFunction | undefined;

/** The schema validator, compiled once. */
function sarifValidator(): ValidateFunction {
  if (validator !== undefined) return validator;
  const schema = JSON.parse(
    readFileSync(new URL('../../fixtures/sarif/sarif-schema-2.1.0.json', import.meta.url), 'utf8'),
  ) as object;
  // strict off: the schema is OASIS's, not ours to lint; every format it uses is registered.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  validator = ajv.compile(schema);
  return validator;
}

/** Schema violations of `log`, as readable strings; empty when the log is valid SARIF 2.1.0. */
export function sarifSchemaErrors(log: unknown): string[] {
  const validate = sarifValidator();
  if (validate(log)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
