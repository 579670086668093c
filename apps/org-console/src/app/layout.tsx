/**
 * What every route of the console draws around its screen: the shell's layout (no footer). Loaded by main.tsx
 * (`loadLayout`) and preloaded by index.html (tools/vite/app-config.ts).
 */
export { AppLayout } from '@smes/shell';
