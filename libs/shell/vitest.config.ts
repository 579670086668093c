import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/shell',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
