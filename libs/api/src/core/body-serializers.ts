/** Spec §7: the default request body is form-encoded. */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

type FieldValue = string | Blob;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

function scalar(value: unknown): string {
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'object' && value !== null) {
    return JSON.stringify(value);
  }
  return String(value);
}

/** Flattens a body into name/value pairs: null and undefined are left out, arrays repeat their name. */
function fields(body: unknown, keepBlobs: boolean): [string, FieldValue][] {
  if (!isPlainRecord(body)) {
    return [];
  }
  const pairs: [string, FieldValue][] = [];
  for (const [name, value] of Object.entries(body)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null) {
        continue;
      }
      pairs.push([name, keepBlobs && item instanceof Blob ? item : scalar(item)]);
    }
  }
  return pairs;
}

/**
 * The portal client's default serializer. FormData and URLSearchParams pass through untouched so an
 * upload needs no option: the browser then sets the multipart boundary itself.
 */
export function formBodySerializer(body: unknown): string | FormData | URLSearchParams {
  if (body instanceof FormData || body instanceof URLSearchParams) {
    return body;
  }
  const params = new URLSearchParams();
  for (const [name, value] of fields(body, false)) {
    params.append(name, value as string);
  }
  return params.toString();
}

export function jsonBodySerializer(body: unknown): string {
  return JSON.stringify(body);
}

/** Builds multipart form data from a plain object; Blob and File values become file parts. */
export function multipartBodySerializer(body: unknown): FormData {
  if (body instanceof FormData) {
    return body;
  }
  const data = new FormData();
  for (const [name, value] of fields(body, true)) {
    data.append(name, value);
  }
  return data;
}

/** Spread into a portal request's init to send JSON instead of the form default. */
export const JSON_BODY = { bodySerializer: jsonBodySerializer } as const;

/** Spread into a portal request's init to send multipart form data (uploads). */
export const MULTIPART_BODY = { bodySerializer: multipartBodySerializer } as const;
