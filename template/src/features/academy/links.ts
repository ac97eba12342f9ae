/** Addresses of the academy screens, built from config/paths. */
import { pathTo } from '@/config/paths';

/** The details screen of one course (`?id=`); without an id it opens the first course. */
export const courseDetailsHref = (id?: number) =>
  id === undefined ? pathTo('ecommerce-academy-details') : `${pathTo('ecommerce-academy-details')}?id=${id}`;
export const exploreHref = () => pathTo('ecommerce-academy-explore');
