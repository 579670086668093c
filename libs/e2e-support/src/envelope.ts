/** Every answer of the portal API: `{code, msg, data, statusCode}` (the contract's envelope), as the journeys read it. */
export type Envelope<T = unknown> = { code: number; msg: string; data: T; statusCode: number };
