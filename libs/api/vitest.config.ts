import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/api',
  environment: 'node',
  setupFiles: ['src/test-setup.ts'],
});
