// The safety area (issue 28): the safety centre (SOS, contacts, trip share, handbook, customer
// service), the emergency contacts, and the report of a finished order's customer. The compact SOS
// on other pages is the shell's (sos-pages.ts).
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const safetyRoutes: FeatureRoutes = {
  feature: 'safety',
  stack: [
    { path: paths.safety, screen: 'safety-screen' },
    { path: paths.safetyContacts, screen: 'contacts-screen' },
    { path: paths.safetyReport, screen: 'report-screen' },
  ],
};
