import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { workspaceRoot } from '../config';

export type ContractName = 'portal' | 'sso';

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

export function contractPath(name: ContractName): string {
  return resolve(workspaceRoot, 'openapi', `${name}.yaml`);
}

const parsed = new Map<ContractName, { text: string; document: OpenApiDocument }>();

/**
 * A fresh object every call: fastify-openapi-glue and Ajv both decorate what they are given. The YAML
 * is parsed again only when the file changed, since every host of a test run loads it.
 */
export function loadContract(name: ContractName): OpenApiDocument {
  const text = readFileSync(contractPath(name), 'utf8');
  let entry = parsed.get(name);
  if (entry?.text !== text) {
    entry = { text, document: parse(text) as OpenApiDocument };
    parsed.set(name, entry);
  }
  return structuredClone(entry.document);
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
