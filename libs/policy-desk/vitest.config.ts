import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/policy-desk',
  environment: 'node',
});
