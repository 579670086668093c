import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { isApiError, useExportReport, useExportReportPdf } from '@smes/api';
import { useToast } from '@smes/ui';

export type ExportReportButtonProps = {
  reportId: number;
  /** html: the printable page (the default); pdf: the PDF with embedded Chinese fonts. */
  format?: 'html' | 'pdf';
  /** Defaults to what the file is (FORMAT_LABELS): two buttons side by side must say which gives what. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Accessible name when the visible label alone is ambiguous (a list of reports). */
  ariaLabel?: string;
};

/** Each button names the file it gives: "导出 PDF" beside "导出报告" (an .html file) left the reader guessing. */
export const FORMAT_LABELS = { pdf: '下载 PDF', html: '下载网页版（HTML）' } as const;

// The client already reports these itself (500 toast, expiry flow) or they need no message.
const REPORTED_BY_CLIENT = new Set(['server', 'expired', 'cancelled']);

/** Downloads a saved report as a file with its Chinese name; the client announces 文件下载成功. */
export function ExportReportButton({ reportId, format = 'html', label = FORMAT_LABELS[format], variant = 'outlined', size, ariaLabel }: ExportReportButtonProps) {
  const exportHtml = useExportReport();
  const exportPdf = useExportReportPdf();
  const exportReport = format === 'pdf' ? exportPdf : exportHtml;
  const toast = useToast();
  const handleClick = () =>
    exportReport.mutate(reportId, {
      onError: (error) => {
        if (!(isApiError(error) && REPORTED_BY_CLIENT.has(error.kind))) toast.error(`导出失败：${error.message}`);
      },
    });
  return (
    <Button variant={variant} size={size} startIcon={format === 'pdf' ? <PictureAsPdfIcon /> : <DownloadIcon />} loading={exportReport.isPending} onClick={handleClick} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
