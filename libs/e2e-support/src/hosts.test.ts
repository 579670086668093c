import { describe, expect, it } from 'vitest';
import { e2ePortOffset, e2eWorkers, hostSet } from './hosts';

describe('server sets of the e2e workers', () => {
  it('set 0 without variables is today\'s fixed ports (README "Ports")', () => {
    expect(hostSet(0, {})).toEqual({
      portalApi: 'http://127.0.0.1:3100',
      sso: 'http://127.0.0.1:3200',
      portal: 'http://127.0.0.1:4200',
      console: 'http://127.0.0.1:4300',
    });
  });

  it('gives each worker its own ports, shifted by the offset', () => {
    expect(hostSet(1, {})).toEqual({
      portalApi: 'http://127.0.0.1:3101',
      sso: 'http://127.0.0.1:3201',
      portal: 'http://127.0.0.1:4201',
      console: 'http://127.0.0.1:4301',
    });
    const env = { E2E_PORT_OFFSET: '50' };
    expect(hostSet(0, env).portalApi).toBe('http://127.0.0.1:3150');
    expect(hostSet(1, env).console).toBe('http://127.0.0.1:4351');
    const ports = [0, 1].flatMap((index) => Object.values(hostSet(index, env)));
    expect(new Set(ports).size).toBe(8);
  });

  it('runs two workers by default and one on request', () => {
    expect(e2eWorkers({})).toBe(2);
    expect(e2eWorkers({ E2E_WORKERS: '1' })).toBe(1);
    expect(e2eWorkers({ E2E_WORKERS: ' ' })).toBe(2);
  });

  it('refuses counts that are not whole, or would reach the next base port', () => {
    expect(() => e2eWorkers({ E2E_WORKERS: '0' })).toThrow(/E2E_WORKERS/);
    expect(() => e2eWorkers({ E2E_WORKERS: '1.5' })).toThrow(/E2E_WORKERS/);
    expect(() => e2ePortOffset({ E2E_PORT_OFFSET: '-1' })).toThrow(/E2E_PORT_OFFSET/);
    expect(() => e2ePortOffset({ E2E_PORT_OFFSET: 'fifty' })).toThrow(/E2E_PORT_OFFSET/);
    expect(e2ePortOffset({ E2E_PORT_OFFSET: '98', E2E_WORKERS: '2' })).toBe(98);
    expect(() => e2ePortOffset({ E2E_PORT_OFFSET: '99', E2E_WORKERS: '2' })).toThrow(/hundred/);
  });
});
