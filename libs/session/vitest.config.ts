import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/session',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
