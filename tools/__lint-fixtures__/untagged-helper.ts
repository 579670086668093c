// A module in a tools folder that belongs to no tagged Nx project: lint-rules.test.ts shows importing it fails.
export const untaggedHelper = (): string => 'outside the fence';
