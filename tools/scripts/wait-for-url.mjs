import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `url` answers below 500 (the service is up), polling every 500 ms for up to 2 minutes.
 * Shared by `npm start` and `npm run start:prod`.
 * @param {string} url
 * @returns {Promise<void>}
 */
export async function waitForUrl(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const answer = await globalThis.fetch(url);
      if (answer.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not come up within 2 minutes`);
}
