import type { Localization } from '@mui/material/locale';

/**
 * MUI's zh-CN texts (`zhCN` of `@mui/material/locale`, MUI 9) for the components of MUI's that the apps draw: Alert
 * (its close button), Rating (review form) and Autocomplete (the console's editors). MUI's module makes
 * `new Intl.NumberFormat('zh-CN')` as it is imported, in the task that runs the app's modules, and the first Intl
 * formatter of a page loads the ICU data (Total Blocking Time; ADR 51). Its texts for Pagination, TablePagination
 * and Breadcrumbs are not here: nothing draws those (the lists page with libs/ui's Paginator, page headers draw their
 * own trail), and every page fetched them with the theme (ADR 129). A test compares these texts with MUI's and fails
 * when a source file imports another MUI component MUI's zhCN has texts for.
 */
export const zhCN: Localization = {
  components: {
    MuiRating: { defaultProps: { getLabelText: (value) => `${value} 颗星`, emptyLabelText: '无标签' } },
    MuiAutocomplete: {
      defaultProps: { clearText: '清空', closeText: '关闭', loadingText: '加载中……', noOptionsText: '没有可用选项', openText: '打开' },
    },
    MuiAlert: { defaultProps: { closeText: '关闭' } },
  },
};
