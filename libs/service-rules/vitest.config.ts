import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/service-rules',
  environment: 'node',
});
