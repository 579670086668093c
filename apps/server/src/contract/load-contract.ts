import { bundledContract } from '@smes/contract-types/bundle';
import type { ContractName } from '@smes/contract-types/bundle';

export type { ContractName };

export type OpenApiResponse = {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
  $ref?: string;
};

export type OpenApiOperation = {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, OpenApiResponse>;
};

export type OpenApiDocument = {
  openapi: string;
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, unknown>>;
};

export type ContractOperation = { operationId: string; method: string; path: string; operation: OpenApiOperation };

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The contract bundled by Redocly from its area files into one document (openapi/<name>.yaml is their index). A fresh
 * object every call: fastify-openapi-glue and Ajv both decorate what they are given.
 */
export function loadContract(name: ContractName): OpenApiDocument {
  return bundledContract<OpenApiDocument>(name);
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method)) operations.push({ operationId: operation.operationId, method: method.toUpperCase(), path, operation });
    }
  }
  return operations;
}

/** Fails at start-up, not at request time, when the contract and the handlers drift apart. */
export function assertHandlersMatch(document: OpenApiDocument, handlerIds: string[], host: string): void {
  const contractIds = listOperations(document).map((operation) => operation.operationId);
  const missing = contractIds.filter((id) => !handlerIds.includes(id));
  const extra = handlerIds.filter((id) => !contractIds.includes(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${host} handlers do not match the contract: missing [${missing.join(', ')}], not in contract [${extra.join(', ')}]`,
    );
  }
}
