/** Validates audit events against the JSON Schemas in schemas/audit/, one per action (ajv, draft 2020-12). */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import type { Ajv2020 as Ajv2020Class } from 'ajv/dist/2020.js';
import type AjvFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const { Ajv2020 } = require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020Class };
const addFormats = require('ajv-formats') as typeof AjvFormats.default;

const SCHEMA_DIR = new URL('../../schemas/audit/', import.meta.url);

let validators: Map<string, ValidateFunction> | undefined;

/** One compiled validator per action, keyed by the action name. */
export function auditSchemaValidators(): Map<string, ValidateFunction> {
  if (validators !== undefined) return validators;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  validators = new Map();
  for (const file of readdirSync(SCHEMA_DIR)) {
    if (!file.endsWith('.schema.json')) continue;
    const schema = JSON.parse(readFileSync(new URL(file, SCHEMA_DIR), 'utf8')) as { title: string };
    validators.set(schema.title, ajv.compile(schema));
  }
  return validators;
}

/** Validation errors of one event (empty when it matches the schema of its action). */
export function auditSchemaErrors(event: unknown): string[] {
  const action = (event as { action?: unknown }).action;
  const validate = typeof action === 'string' ? auditSchemaValidators().get(action) : undefined;
  if (validate === undefined) return [`no schema for action ${String(action)}`];
  if (validate(event)) return [];
  return (validate.errors ?? []).map((error) => `${action} ${error.instancePath}: ${error.message ?? ''}`);
}
