import { mergeConfig } from 'vitest/config';
import { libTestConfig } from '../../vitest.shared.ts';

// tools/vite and the bundle budget's helpers belong to no project; their tests (the static app shell the build writes, which nginx then
// serves) run here, beside the nginx configuration that fills the shell's variant.
export default mergeConfig(libTestConfig({ projectRoot: 'tools/nginx', environment: 'node' }), { test: { include: ['../vite/**/*.test.ts', '../bench/bundle-visits.test.ts'] } });
