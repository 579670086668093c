import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_FILE_MAX_BYTES } from '../domain/material-files';
import { TEST_XSRF, bearer, createTestHosts, portalTokenFor } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

/**
 * Multipart bodies are read only where an operation takes one, only for a caller allowed to call it, and only up
 * to the limit: everything else is answered before the body is read. Over a real socket, since only there does a
 * client notice that its body was not read: the answer arrives while it is still sending.
 */

let hosts: TestHosts;
let port: number;

beforeAll(async () => {
  hosts = await createTestHosts();
  await hosts.portal.listen({ host: '127.0.0.1', port: 0 });
  port = (hosts.portal.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await hosts.close();
});

const BOUNDARY = '----hostile-upload';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: `XSRF-TOKEN=${TEST_XSRF}`, 'x-xsrf-token': TEST_XSRF };
const PART_HEAD = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);

type Outcome = { status: number | 'reset'; body: string; sent: number };

/**
 * Sends `total` bytes of one multipart file part in 64 KiB chunks, as fast as the socket takes them, and stops
 * sending once an answer (or a reset) arrives. `sent` is how much had gone out by then.
 */
function upload(path: string, headers: Record<string, string>, total: number, declareLength: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      resolve(outcome);
    };
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { ...MULTIPART, ...headers, ...(declareLength ? { 'content-length': String(total) } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => finish({ status: response.statusCode ?? 0, body: text, sent }));
        response.on('error', () => finish({ status: response.statusCode ?? 0, body: text, sent }));
      },
    );
    request.on('error', () => finish({ status: 'reset', body: '', sent }));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      if (sent === 0) {
        request.write(PART_HEAD);
        sent += PART_HEAD.length;
      }
      while (!done && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!done) request.end();
    };
    pump();
  });
}

const TOTAL = 48 * 1024 * 1024;

function expectRefusedEarly(outcome: Outcome, status: number) {
  if (outcome.status !== 'reset') {
    expect(outcome.status, outcome.body.slice(0, 200)).toBe(status);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: status, statusCode: status, data: null });
  }
  // The answer (or the closed connection) came while most of the body was still unsent.
  expect(outcome.sent).toBeLessThan(TOTAL / 2);
}

describe('multipart bodies', () => {
  it('are refused unread on an operation that takes none (login)', async () => {
    expectRefusedEarly(await upload('/api/v1/user/login', {}, TOTAL, false), 400);
  });

  it('are refused unread on an upload operation without a login', async () => {
    expectRefusedEarly(await upload('/api/application/1/materials/m1/file', {}, TOTAL, false), 401);
  });

  it('are refused unread when the declared length is over the limit', async () => {
    const token = await portalTokenFor(hosts, '13800138000');
    expectRefusedEarly(await upload('/api/application/1/materials/m1/file', bearer(token), TOTAL, true), 413);
  });

  it('stop being read at the limit when no length is declared', async () => {
    const token = await portalTokenFor(hosts, '13800138000');
    const outcome = await upload('/api/application/1/materials/m1/file', bearer(token), TOTAL, false);
    expectRefusedEarly(outcome, 413);
    expect(outcome.sent).toBeGreaterThan(MATERIAL_FILE_MAX_BYTES);
  });
});
