type DispositionParams = Map<string, string>;

const PARAM_PATTERN = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

function parseParams(header: string): DispositionParams {
  const params: DispositionParams = new Map();
  // The leading ';' lets a header without a disposition type ("filename=x") parse too.
  for (const match of `;${header}`.matchAll(PARAM_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!params.has(name)) {
      params.set(name, unquote(match[2] ?? ''));
    }
  }
  return params;
}

function percentDecodeBytes(value: string): Uint8Array | null {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    if (char === '%') {
      const hex = value.slice(index + 1, index + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) {
        return null;
      }
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      const code = char.charCodeAt(0);
      if (code > 0x7f) {
        return null;
      }
      bytes.push(code);
    }
  }
  return Uint8Array.from(bytes);
}

/** RFC 5987 ext-value: charset'language'percent-encoded-octets. */
function decodeExtValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (match === null) {
    return null;
  }
  const charset = (match[1] ?? '').trim().toLowerCase();
  const bytes = percentDecodeBytes(match[2] ?? '');
  if (bytes === null) {
    return null;
  }
  try {
    if (charset === 'utf-8' || charset === 'utf8') {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    if (charset === 'iso-8859-1' || charset === 'latin1') {
      return new TextDecoder('latin1').decode(bytes);
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Header values reach JavaScript as byte strings, so a server that writes raw UTF-8 into `filename`
 * shows up as Latin-1 mojibake; re-decode it when the bytes are valid UTF-8.
 */
function repairRawUtf8(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) {
    return value;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(codes));
  } catch {
    return value;
  }
}

/** Many servers percent-encode a plain `filename` (against the RFC); undo it when that is what happened. */
function decodePercentEncoded(value: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(value)) {
    return value;
  }
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Controls, format characters (bidi overrides and isolates, LRM/RLM, zero-width characters, BOM: a
 * U+202E makes `申报\u202Egpj.exe` display as `申报exe.jpg`), unpaired surrogates and line separators.
 */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

function isControl(char: string): boolean {
  return UNSAFE_IN_FILE_NAME.test(char);
}

/** Keeps a name from choosing where it is saved or posing as another type: no folders, no control or bidi characters, no hidden files. */
export function sanitizeFileName(name: string): string {
  const lastPart = name.split(/[/\\]/).pop() ?? '';
  const printable = Array.from(lastPart)
    .filter((char) => !isControl(char))
    .join('');
  return printable.trim().replace(/^\.+/, '').trim();
}

/**
 * The file name a Content-Disposition header (RFC 6266) announces: `filename*` wins over `filename`;
 * null when the header names no usable file.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) {
    return null;
  }
  const params = parseParams(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtValue(extended);
    const name = decoded === null ? '' : sanitizeFileName(decoded);
    if (name !== '') {
      return name;
    }
  }
  const plain = params.get('filename');
  if (plain !== undefined) {
    const name = sanitizeFileName(decodePercentEncoded(repairRawUtf8(plain)));
    if (name !== '') {
      return name;
    }
  }
  return null;
}

/** Spec §7: a timestamp with .png when the header names no file. */
export function fallbackFileName(now: number): string {
  return `${now}.png`;
}
