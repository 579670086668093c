import { libTestConfig } from '../../vitest.shared';

export default libTestConfig({
  projectRoot: 'libs/notes-bridge',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
