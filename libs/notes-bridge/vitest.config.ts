import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/notes-bridge',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
