import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/contract-types',
  environment: 'node',
});
