import type { Localization } from '@mui/material/locale';

/**
 * MUI's zh-CN texts (`zhCN` of `@mui/material/locale`, MUI 9) for the components of MUI's that the apps draw. MUI's
 * module makes `new Intl.NumberFormat('zh-CN')` as it is imported, in the task that runs the app's modules, and the
 * first Intl formatter of a page loads the ICU data (Total Blocking Time; ADR 51), so the texts are copied here.
 * - The theme (every page fetches it) carries Alert's close button: the toasts and the stale-data banner draw it.
 * - Rating (the portal's review form, the console's dashboard) and Autocomplete (the console's editors) are drawn by
 *   four files: each spreads its texts below (`<Rating {...RATING_ZH_CN} …>`), and pages that draw neither do not
 *   fetch them (ADR 133; in the theme they were in every page's entry).
 * - Pagination, TablePagination and Breadcrumbs: nothing draws those (the lists page with libs/ui's Paginator, page
 *   headers draw their own trail; ADR 129).
 * A test compares these texts with MUI's and fails when a source file imports a MUI component that MUI's zhCN has
 * texts for without them.
 */
export const zhCN: Localization = {
  components: {
    MuiAlert: { defaultProps: { closeText: '关闭' } },
  },
};

/** MUI's zh-CN texts for Rating, spread on each one: `<Rating {...RATING_ZH_CN} …>`. */
export const RATING_ZH_CN = { getLabelText: (value: number) => `${value} 颗星`, emptyLabelText: '无标签' };

/** MUI's zh-CN texts for Autocomplete, spread on each one: `<Autocomplete {...AUTOCOMPLETE_ZH_CN} …>`. */
export const AUTOCOMPLETE_ZH_CN = { clearText: '清空', closeText: '关闭', loadingText: '加载中……', noOptionsText: '没有可用选项', openText: '打开' } as const;
