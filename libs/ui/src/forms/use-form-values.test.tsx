import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormValues } from './use-form-values';

describe('useFormValues', () => {
  it('updates a field and clears only that field’s error', () => {
    const { result } = renderHook(() => useFormValues({ phone: '', name: '' }));
    act(() => result.current.setErrors({ phone: '请输入手机号', name: '请输入姓名' }));
    act(() => result.current.handleChange('phone')({ target: { value: '13800138000' } }));
    expect(result.current.values).toEqual({ phone: '13800138000', name: '' });
    expect(result.current.errors).toEqual({ phone: '', name: '请输入姓名' });
  });
});
