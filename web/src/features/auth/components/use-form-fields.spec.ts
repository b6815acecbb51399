import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

const typeInto = (
  binding: { onChange: (event: { target: { value: string } }) => void },
  value: string,
) => act(() => binding.onChange({ target: { value } }));

describe('useFormFields', () => {
  it('binds each field to its value and clears only its own message as the rider types', () => {
    const { result } = renderHook(() => useFormFields({ email: '', password: '' }));
    act(() => result.current.setErrors({ email: 'Bad email', password: 'Too short' }));
    expect(result.current.field('email')).toMatchObject({ error: true, helperText: 'Bad email' });

    typeInto(result.current.field('email'), 'rider@example.com');

    expect(result.current.values).toEqual({ email: 'rider@example.com', password: '' });
    expect(result.current.field('email')).toMatchObject({
      value: 'rider@example.com',
      error: false,
      helperText: undefined,
    });
    expect(result.current.field('password')).toMatchObject({
      error: true,
      helperText: 'Too short',
    });
  });

  it('shows the hint until the field has a message, and again once it is cleared', () => {
    const { result } = renderHook(() => useFormFields({ password: '' }));
    expect(result.current.field('password', 'At least 6 characters').helperText).toBe(
      'At least 6 characters',
    );
    act(() => result.current.setErrors({ password: 'Too short' }));
    expect(result.current.field('password', 'At least 6 characters').helperText).toBe('Too short');
    typeInto(result.current.field('password'), 'longer-secret');
    expect(result.current.field('password', 'At least 6 characters').helperText).toBe(
      'At least 6 characters',
    );
  });

  it('passes shows what the rules find and says whether the form may be sent', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }));
    const rules = (values: { email: string }) =>
      values.email.includes('@') ? {} : { email: 'Bad email' };
    let ok = true;
    act(() => {
      ok = result.current.passes(rules);
    });
    expect(ok).toBe(false);
    expect(result.current.field('email').helperText).toBe('Bad email');
    typeInto(result.current.field('email'), 'rider@example.com');
    act(() => {
      ok = result.current.passes(rules);
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('reset empties the values and the messages', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }));
    typeInto(result.current.field('email'), 'typed');
    act(() => result.current.setErrors({ email: 'Bad email' }));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '' });
    expect(result.current.errors).toEqual({});
  });
});
