/**
 * Controls, format characters (bidi overrides and isolates U+202A–202E / U+2066–2069, marks U+200E/F,
 * zero-width characters, U+FEFF), unpaired surrogates, line and paragraph separators, and the characters
 * file systems refuse. A right-to-left override makes `申报\u202Egpj.exe` display as `申报exe.jpg`.
 */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\\/:*?"<>|]/gu;

/** Every file name the hosts hand out is built through this one function. */
export function safeFileName(name: string, fallback = '未命名'): string {
  const cleaned = name.replace(UNSAFE_IN_FILE_NAME, '').replace(/\s+/g, ' ').trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? fallback : cleaned;
}
