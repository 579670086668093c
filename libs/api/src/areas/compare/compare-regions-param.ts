/** The contract's bounds for one comparison (`regions` holds 2–4 codes). */
export const MIN_COMPARE_REGIONS = 2;
export const MAX_COMPARE_REGIONS = 4;

const REGION_CODE = /^\d{6}$/;

/** True for 2–4 distinct six-digit region codes: what `compareOverview` and `compareSingle` accept. */
export function isValidRegionSelection(codes: readonly string[]): boolean {
  return (
    codes.length >= MIN_COMPARE_REGIONS &&
    codes.length <= MAX_COMPARE_REGIONS &&
    codes.every((code) => REGION_CODE.test(code)) &&
    new Set(codes).size === codes.length
  );
}

/** The `regions` query value: codes joined by commas, in the order the user picked them. */
export function toRegionsParam(codes: readonly string[]): string {
  return codes.join(',');
}
