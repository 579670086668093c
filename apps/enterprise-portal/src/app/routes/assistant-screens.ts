import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** Screens of the AI assistant (path from paths.ts, Chinese title, lazy module). */
export const assistantScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.aiAssistant), title: 'AI 助手', load: () => import('../../pages/ai-assistant/ai-assistant-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default assistantScreens;
