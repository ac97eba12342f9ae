/**
 * The contract's endpoints of the demo screens, one file per app (see ../endpoints.ts); the starter
 * of `npm run strip-demo` drops this folder. The order matters: the check samples an endpoint from
 * the answers of those before it (a created record is read, edited, then deleted).
 */
import type { Endpoint } from '../types';
import { academyEndpoints } from './academy';
import { accountEndpoints } from './account';
import { appEndpoints } from './apps';
import { calendarEndpoints } from './calendar';
import { chatEndpoints } from './chat';
import { dashboardEndpoints } from './dashboards';
import { datatableEndpoints } from './datatable';
import { emailEndpoints } from './email';
import { invoiceEndpoints } from './invoices';
import { kanbanEndpoints } from './kanban';
import { orderEndpoints } from './orders';
import { productEndpoints } from './products';
import { restaurantEndpoints } from './restaurant';
import { roleEndpoints } from './roles';
import { socialEndpoints } from './social';
import { userEndpoints } from './users';

export const demoEndpoints: Endpoint[] = [
  ...invoiceEndpoints,
  ...productEndpoints,
  ...userEndpoints,
  ...socialEndpoints,
  ...orderEndpoints,
  ...roleEndpoints,
  ...accountEndpoints,
  ...appEndpoints,
  ...academyEndpoints,
  ...calendarEndpoints,
  ...chatEndpoints,
  ...kanbanEndpoints,
  ...restaurantEndpoints,
  ...emailEndpoints,
  ...dashboardEndpoints,
  ...datatableEndpoints,
];
