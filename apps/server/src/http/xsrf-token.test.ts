import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { XSRF_COOKIE_NAME } from '@smes/config';
import { describe, expect, it } from 'vitest';
import { freshXsrfToken, xsrfSetCookie } from './xsrf';

describe('the XSRF cookie handed to a client without one (ADR 118)', () => {
  it('is 18 random bytes in base64url, never the same twice across the pool’s refills', () => {
    const tokens = Array.from({ length: 1_000 }, () => freshXsrfToken());
    for (const token of tokens) expect(token).toMatch(/^[\w-]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every byte value turns up: the bytes come from the CSPRNG, not a counter or zeros left behind.
    const bytes = new Set(tokens.flatMap((token) => [...Buffer.from(token, 'base64url')]));
    expect(bytes.size).toBe(256);
  });

  it('is written as the cookie plugin writes it, and a later cookie of the same answer is added, not lost', async () => {
    const app = Fastify();
    await app.register(cookie);
    app.get('/plugin', async (_request, reply) => reply.setCookie(XSRF_COOKIE_NAME, 'Ab-_09', { path: '/', sameSite: 'lax', httpOnly: false }).send('ok'));
    app.get('/both', async (_request, reply) => reply.header('set-cookie', xsrfSetCookie('Ab-_09')).setCookie('session', 's1', { path: '/', httpOnly: true }).send('ok'));
    const plugin = await app.inject({ method: 'GET', url: '/plugin' });
    expect(xsrfSetCookie('Ab-_09')).toBe(plugin.headers['set-cookie']);
    const both = await app.inject({ method: 'GET', url: '/both' });
    expect(both.headers['set-cookie']).toEqual([xsrfSetCookie('Ab-_09'), 'session=s1; Path=/; HttpOnly; SameSite=Lax']);
    await app.close();
  });
});
