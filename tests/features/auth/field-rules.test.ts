import { describe, expect, it } from 'vitest';
import { fieldProblem } from '@/features/auth/utils/field-rules';

describe('auth field rules', () => {
  it('asks for a mobile number and accepts one written with spaces, hyphens or +86', () => {
    expect(fieldProblem.mobile('  ')).toBe('fields.mobileRequired');
    expect(fieldProblem.mobile('1234567')).toBe('fields.mobileInvalid');
    expect(fieldProblem.mobile('+86 138-1234-5678')).toBeUndefined();
  });

  it('wants 6-18 letters, digits, _ or @ for a password', () => {
    expect(fieldProblem.password('')).toBe('fields.passwordRequired');
    expect(fieldProblem.password('abc')).toBe('fields.passwordInvalid');
    expect(fieldProblem.password('abc 123456')).toBe('fields.passwordInvalid');
    expect(fieldProblem.password('abc_123456')).toBeUndefined();
  });

  it('wants a 6-digit code, spaces around it forgiven', () => {
    expect(fieldProblem.code(' ')).toBe('fields.codeRequired');
    expect(fieldProblem.code('12345a')).toBe('fields.codeInvalid');
    expect(fieldProblem.code(' 246810 ')).toBeUndefined();
  });

  it('takes no invite code, or one of 4-16 letters and digits', () => {
    expect(fieldProblem.inviteCode('')).toBeUndefined();
    expect(fieldProblem.inviteCode('LX-8')).toBe('fields.inviteCodeInvalid');
    expect(fieldProblem.inviteCode('lxm8k2')).toBeUndefined();
  });

  it('wants the password again, the same', () => {
    expect(fieldProblem.confirm('', 'abc_123456')).toBe('fields.confirmRequired');
    expect(fieldProblem.confirm('abc_123457', 'abc_123456')).toBe('fields.confirmMismatch');
    expect(fieldProblem.confirm('abc_123456', 'abc_123456')).toBeUndefined();
  });

  it('wants the consent, naming the agreements of the form', () => {
    expect(fieldProblem.agreed(false, 'signIn')).toBe('consent.required');
    expect(fieldProblem.agreed(false, 'register')).toBe('consent.requiredRegister');
    expect(fieldProblem.agreed(true, 'register')).toBeUndefined();
  });
});
