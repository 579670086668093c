import { libTestConfig } from '../../vitest.shared';

export default libTestConfig({
  projectRoot: 'libs/ui',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
