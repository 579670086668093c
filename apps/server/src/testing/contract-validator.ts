import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { listOperations, loadContract } from '../contract/load-contract';
import type { ContractName, OpenApiResponse } from '../contract/load-contract';

/** Answers the contract does not list (401 without a token, 403, 413, 500) must still be the error envelope. */
const ERROR_SCHEMA: Record<ContractName, string> = { portal: 'ErrorEnvelope', sso: 'ErrorAnswer' };

export type ContractValidator = {
  operationIds: string[];
  covered: Set<string>;
  /** Throws unless the answer is one the contract allows for the operation; returns the JSON body if any. */
  check(operationId: string, response: LightMyRequestResponse): unknown;
};

function pointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function createContractValidator(name: ContractName): ContractValidator {
  const document = loadContract(name);
  const base = `https://contracts.local/${name}.yaml`;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: base });
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (location: string): ValidateFunction => {
    let validate = compiled.get(location);
    if (!validate) {
      validate = ajv.compile({ $ref: `${base}#${location}` });
      compiled.set(location, validate);
    }
    return validate;
  };
  const operations = listOperations(document);
  const covered = new Set<string>();

  const validateJson = (location: string, payload: unknown, what: string) => {
    const validate = validatorAt(location);
    if (!validate(payload)) {
      throw new Error(`${what} does not match ${location}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(payload)}`);
    }
  };

  return {
    operationIds: operations.map((operation) => operation.operationId),
    covered,
    check(operationId, response) {
      const entry = operations.find((operation) => operation.operationId === operationId);
      if (!entry) throw new Error(`${operationId} is not in ${name}.yaml`);
      const status = String(response.statusCode);
      const what = `${operationId} ${status}`;
      const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
      let declared = entry.operation.responses[status] as OpenApiResponse | undefined;
      let location = `/paths/${pointer(entry.path)}/${entry.method.toLowerCase()}/responses/${status}`;
      if (declared?.$ref) {
        location = declared.$ref.slice(1);
        const responseName = declared.$ref.split('/').at(-1) ?? '';
        declared = document.components?.['responses']?.[responseName] as OpenApiResponse | undefined;
      }
      covered.add(operationId);
      if (!declared) {
        if (mediaType !== 'application/json') throw new Error(`${what} is undeclared and not a JSON error envelope`);
        const payload = response.json() as unknown;
        validateJson(`/components/schemas/${ERROR_SCHEMA[name]}`, payload, what);
        return payload;
      }
      if (!declared.content) {
        for (const header of Object.keys(declared.headers ?? {})) {
          if (response.headers[header.toLowerCase()] === undefined) throw new Error(`${what} lacks header ${header}`);
        }
        return undefined;
      }
      if (!(mediaType in declared.content)) {
        throw new Error(`${what} answered ${mediaType}, the contract says ${Object.keys(declared.content).join(', ')}`);
      }
      if (mediaType === 'text/event-stream') {
        // Each event's data line must be one of the shapes the contract's contentSchema lists.
        const eventSchema = `${location}/content/${pointer('text/event-stream')}/schema/contentSchema`;
        for (const block of response.body.split('\n\n').filter((item) => item.trim().length > 0)) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) throw new Error(`${what} sent an event without data: ${block}`);
          validateJson(eventSchema, JSON.parse(data.slice('data: '.length)) as unknown, `${what} event`);
        }
        return response.body;
      }
      if (mediaType !== 'application/json') return response.body;
      const payload = response.json() as unknown;
      validateJson(`${location}/content/${pointer('application/json')}/schema`, payload, what);
      return payload;
    },
  };
}
