// What the server allows the signed-in user (getCloudMyInfo's userInfo): membership tests over the user
// centre's role and permission lists, and the verify-staff flag. Screens ask `allows` to show or
// hide what the user may do; the server still decides (it refuses what the user may not do).

/** The parts of the user centre's user (getUserCenterInfo's `data`, held for the session: lib/session/user-centre.ts) that say what is allowed. */
export type UserAccess = { role: readonly string[]; permission: readonly string[]; is_verify_staff: boolean };

/** What a piece of a screen needs: every role listed, every permission listed, the verify-staff flag. */
type AccessNeed = { roles?: readonly string[]; permissions?: readonly string[]; verifyStaff?: boolean };

/** Whether `user` has everything `need` lists; no user (not loaded, or failed) allows nothing that needs something. */
export function allows(user: UserAccess | null | undefined, need: AccessNeed): boolean {
  const { roles = [], permissions = [], verifyStaff = false } = need;
  if (!user) return roles.length === 0 && permissions.length === 0 && !verifyStaff;
  return roles.every((r) => user.role.includes(r)) && permissions.every((p) => user.permission.includes(p)) && (!verifyStaff || user.is_verify_staff);
}
