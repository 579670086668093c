import type { Localization } from '@mui/material/locale';
import { formatGrouped } from '../format/number';

/**
 * MUI's zh-CN texts (`zhCN` of `@mui/material/locale`, MUI 9), with its one number formatter made on first use.
 * MUI's module makes `new Intl.NumberFormat('zh-CN')` as it is imported, in the task that runs the app's
 * modules, and the first Intl formatter of a page loads the ICU data, a large part of that task (Total
 * Blocking Time; ADR 51). The texts are MUI's own; a test compares them with MUI's object.
 */
export const zhCN: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: '展开' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => {
          if (type === 'first') return '第一页';
          if (type === 'last') return '最后一页';
          if (type === 'next') return '下一页';
          return '上一页';
        },
        labelRowsPerPage: '每页行数:',
        labelDisplayedRows: ({ from, to, count }) =>
          `第 ${formatGrouped(from)} 条到第 ${formatGrouped(to)} 条，${count !== -1 ? `共 ${formatGrouped(count)} 条` : `至少 ${formatGrouped(to)} 条`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value) => `${value} 颗星`, emptyLabelText: '无标签' } },
    MuiAutocomplete: {
      defaultProps: { clearText: '清空', closeText: '关闭', loadingText: '加载中……', noOptionsText: '没有可用选项', openText: '打开' },
    },
    MuiAlert: { defaultProps: { closeText: '关闭' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': '分页导航',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${selected ? '' : '转到'}第 ${page} 页`;
          if (type === 'first') return '转到第一页';
          if (type === 'last') return '转到最后一页';
          if (type === 'next') return '转到下一页';
          return '转到上一页';
        },
      },
    },
  },
};
