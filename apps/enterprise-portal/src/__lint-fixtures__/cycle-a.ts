// Deliberately broken: cycle-a and cycle-b import each other so that lint-rules.test.ts can show
// import-x/no-cycle firing. The workspace lint ignores this folder.
import { b } from './cycle-b';

export const a = (): string => `a${b()}`;
