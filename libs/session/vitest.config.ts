import { libTestConfig } from '../../vitest.shared';

export default libTestConfig({
  projectRoot: 'libs/session',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
