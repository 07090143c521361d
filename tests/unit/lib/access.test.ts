import { describe, expect, it } from 'vitest';
import { allows, type UserAccess } from '@/lib/session/access';
import { contractExample } from '../../support/contract';

const worker = contractExample<{ userInfo: UserAccess }>('getCloudMyInfo').userInfo;

describe('what the server allows (membership tests, the verify-staff flag)', () => {
  it("allows what the user's roles and permissions list, and nothing else", () => {
    expect(worker.role).toContain('worker');
    expect(allows(worker, { roles: ['worker'] })).toBe(true);
    expect(allows(worker, { permissions: ['wallet.withdraw'] })).toBe(true);
    expect(allows(worker, { roles: ['worker'], permissions: ['order.accept', 'wallet.withdraw'] })).toBe(true);
    expect(allows(worker, { roles: ['admin'] })).toBe(false);
    expect(allows(worker, { permissions: ['order.accept', 'shop.refund'] })).toBe(false);
  });

  it('asks membership, not a prefix or a substring', () => {
    expect(allows({ ...worker, permission: ['wallet.withdraw.view'] }, { permissions: ['wallet.withdraw'] })).toBe(false);
    expect(allows({ ...worker, role: ['workers'] }, { roles: ['worker'] })).toBe(false);
  });

  it('needs the verify-staff flag where a piece asks for it', () => {
    expect(allows({ ...worker, is_verify_staff: false }, { verifyStaff: true })).toBe(false);
    expect(allows({ ...worker, is_verify_staff: true }, { verifyStaff: true })).toBe(true);
  });

  it('allows nothing that needs something while the user is unknown', () => {
    expect(allows(undefined, { permissions: ['wallet.withdraw'] })).toBe(false);
    expect(allows(null, { verifyStaff: true })).toBe(false);
    expect(allows(undefined, {})).toBe(true);
  });
});
