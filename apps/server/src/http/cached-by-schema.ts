/**
 * A schema compiler whose results are kept per process, keyed by the schema's JSON. Every host built in a process
 * (tests build hundreds) routes the same contract, and what Ajv and fast-json-stringify compile from a schema is a
 * pure function of it, so each distinct schema is compiled once (ADR 54).
 */
export function cachedBySchema<T>(compile: (schema: object) => T): (schema: unknown) => T {
  const compiled = new Map<string, T>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let result = compiled.get(key);
    if (result === undefined) {
      result = compile(schema as object);
      compiled.set(key, result);
    }
    return result;
  };
}
