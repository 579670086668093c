/** Types of wait-for-url.mjs for the TypeScript scripts that import it (start-prod.ts). */
export function waitForUrl(url: string): Promise<void>;
