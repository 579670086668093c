import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/notes-bridge',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
