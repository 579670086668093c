import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { CERTIFICATION_FILE_MAX_BYTES, FileSlot } from './file-slot';

describe('FileSlot', () => {
  it('states the size limit the contract sets for a certification file', () => {
    render(<FileSlot label="上传营业执照" file={undefined} busy={false} onPick={vi.fn()} onRemove={vi.fn()} />);
    expect(CERTIFICATION_FILE_MAX_BYTES).toBe(PORTAL_SCHEMA_LIMITS.CertificationFile.size.maximum);
    expect(screen.getByText('PDF 或 JPG/PNG，不超过 10 MB')).toBeInTheDocument();
  });
});
