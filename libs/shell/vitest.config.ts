import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/shell',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
