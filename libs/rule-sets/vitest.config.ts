import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/rule-sets',
  environment: 'node',
});
