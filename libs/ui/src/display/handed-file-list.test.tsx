import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { HandedFileList } from './handed-file-list';
import type { FileSource, HandedFile } from './handed-file-list';

const PDF: HandedFile = { id: 1, name: '技术交底书.pdf', size: 2048, contentType: 'application/pdf', uploadedAt: '2026-11-20T02:00:00Z' };
const PNG: HandedFile = { id: 2, name: '模具照片.png', size: 4096, contentType: 'image/png' };
const XLSX: HandedFile = { id: 3, name: '报价单.xlsx', size: 1024, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

function fakeSource(): FileSource & { download: ReturnType<typeof vi.fn>; open: ReturnType<typeof vi.fn> } {
  return {
    download: vi.fn(async () => undefined),
    open: vi.fn(async (file: HandedFile) => new Blob(['x'], { type: file.contentType })),
  };
}

describe('HandedFileList', () => {
  it('previews a PDF in a frame and a picture as an image, and only downloads an Office file', async () => {
    const source = fakeSource();
    renderWithTheme(<HandedFileList label="交付文件" files={[PDF, PNG, XLSX]} source={source} />);
    const list = screen.getByRole('list', { name: '交付文件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '预览交付文件：报价单.xlsx' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '预览交付文件：技术交底书.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: '预览：技术交底书.pdf' });
    expect(await within(dialog).findByTitle('预览：技术交底书.pdf')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(source.open).toHaveBeenCalledWith(PDF);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));

    await userEvent.click(screen.getByRole('button', { name: '预览交付文件：模具照片.png' }));
    expect(await screen.findByRole('img', { name: '交付文件：模具照片.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('downloads through the source and shows the server’s refusal', async () => {
    const source = fakeSource();
    source.download.mockRejectedValueOnce(new Error('附件不存在'));
    renderWithTheme(<HandedFileList label="需求附件" files={[XLSX]} source={source} />);
    await userEvent.click(screen.getByRole('button', { name: '下载需求附件：报价单.xlsx' }));
    expect(source.download).toHaveBeenCalledWith(XLSX);
    expect(await screen.findByText('附件不存在')).toBeInTheDocument();
  });

  it('removes a file only after confirmation, and only where allowed', async () => {
    const onDelete = vi.fn();
    renderWithTheme(<HandedFileList label="交付文件" files={[PDF, PNG]} source={fakeSource()} onDelete={onDelete} canDelete={(file) => file.id === 2} />);
    expect(screen.queryByRole('button', { name: '删除交付文件：技术交底书.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '删除交付文件：模具照片.png' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '删除交付文件？' })).getByRole('button', { name: '确认删除' }));
    expect(onDelete).toHaveBeenCalledWith(PNG);
  });
});
