import { mergeConfig } from 'vitest/config';
import { libTestConfig } from '../../vitest.shared.ts';

// The tests of tools/vite (the static app shell the build writes, which nginx then serves) and of the bundle budget's
// visit reader run here, beside the nginx configuration that fills the shell's variant: one Vitest start-up for all three.
export default mergeConfig(libTestConfig({ projectRoot: 'tools/nginx', environment: 'node' }), { test: { include: ['../vite/**/*.test.ts', '../bench/bundle-visits.test.ts'] } });
