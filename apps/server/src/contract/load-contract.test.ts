import { describe, expect, it } from 'vitest';
import { assertHandlersMatch, listOperations, loadContract } from './load-contract';

describe('loadContract', () => {
  it('lists every operation of the YAML with its method and path', () => {
    const operations = listOperations(loadContract('sso'));
    expect(operations).toContainEqual(expect.objectContaining({ operationId: 'ssoLoginSubmit', method: 'POST', path: '/login' }));
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it('fails fast when handlers and contract drift apart', () => {
    const contract = loadContract('portal');
    const ids = listOperations(contract).map((operation) => operation.operationId);
    expect(() => assertHandlersMatch(contract, ids, 'portal')).not.toThrow();
    expect(() => assertHandlersMatch(contract, ids.slice(1), 'portal')).toThrow(/missing \[userLogin\]/);
    expect(() => assertHandlersMatch(contract, [...ids, 'extra'], 'portal')).toThrow(/not in contract \[extra\]/);
  });
});
