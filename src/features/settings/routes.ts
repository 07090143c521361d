// The settings area: personal information with the avatar cropper, the settings page, and the
// account-security forms (mobile, login password, payment password, mailbox).
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const settingsRoutes: FeatureRoutes = {
  feature: 'settings',
  stack: [
    { path: paths.settings, screen: 'settings-screen' },
    { path: paths.userInfo, screen: 'user-info-screen', forms: ['settings/profile'] },
    { path: paths.avatarCropper, screen: 'avatar-cropper-screen' },
    { path: paths.updateMobile, screen: 'update-mobile-screen', forms: ['settings/update-mobile'] },
    { path: paths.updatePassword, screen: 'update-password-screen', forms: ['settings/update-password'] },
    { path: paths.updatePayword, screen: 'update-payword-screen', forms: ['settings/update-payword'] },
    { path: paths.updateEmail, screen: 'update-email-screen', forms: ['settings/update-email'] },
  ],
};
