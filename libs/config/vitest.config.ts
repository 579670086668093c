import { libTestConfig } from '../../vitest.shared';

export default libTestConfig({
  projectRoot: 'libs/config',
  environment: 'node',
});
