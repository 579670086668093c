import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/session',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
