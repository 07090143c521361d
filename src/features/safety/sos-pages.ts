// The pages where the app shell shows the compact SOS (issue 28: Home and the order's screens), and
// the query parameter that names the order on them. The shell reads this list: the pages' own
// features know nothing of the SOS.
import { paths } from '../../config/paths.ts';

type SosPage = { path: string; orderParam?: string };

const sosPages: SosPage[] = [{ path: paths.home }, { path: paths.orderDetail, orderParam: 'id' }, { path: paths.orderPhotos, orderParam: 'id' }];

export const sosPageOf = (pathname: string) => sosPages.find((page) => page.path === pathname);
