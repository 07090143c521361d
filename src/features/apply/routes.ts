// The apply area: a person onboarding (worker status 3) goes through these steps from the process
// page, where every start of an applicant lands (src/app/router.tsx). Full-screen pages, none daily.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const applyRoutes: FeatureRoutes = {
  feature: 'apply',
  stack: [
    { path: paths.applyProcess, screen: 'process-screen' },
    { path: paths.applyAccount, screen: 'account-screen', forms: ['apply/account', 'runtime'] },
    { path: paths.applySimple, screen: 'simple-screen', forms: ['apply/basic-info'] },
    { path: paths.applyImage, screen: 'image-screen' },
    { path: paths.applyRealName, screen: 'real-name-screen' },
    { path: paths.applyContractList, screen: 'contract-list-screen' },
    { path: paths.applyContractDetail, screen: 'contract-detail-screen' },
    { path: paths.applyContractForm, screen: 'contract-form-screen', forms: ['runtime'] },
    { path: paths.applySignature, screen: 'signature-screen' },
    { path: paths.applyShowPdf, screen: 'show-pdf-screen' },
    { path: paths.applyInviteInform, screen: 'invite-inform-screen' },
  ],
};
