import { compareBy, compileFilter } from '../../db/query';
import { checkVisitorQuery, PUBLIC_REVIEW_QUERY_FIELDS, publicReview, type Access } from '../access';
import type { CollectionRules } from './types';

const isPublic = (access: Access) => access.kind === 'public' && access.rule === 'approved-only';

/**
 * A visitor reads the approved reviews, as a visitor sees them (docs/platform.md#avis-publics), filtered and sorted
 * on that view: a filter on `name` matches the displayed « Claire D. », never the stored full name, and a sort on it
 * orders the displayed names, so nothing hidden shows through the order either.
 */
export const reviewRules: CollectionRules = {
  async readFilter({ access }, { filter, sort }) {
    if (isPublic(access)) checkVisitorQuery(filter, sort, PUBLIC_REVIEW_QUERY_FIELDS);
    return filter;
  },
  find({ ctx, access }, query) {
    if (!isPublic(access)) return undefined;
    const matches = compileFilter(query.filter);
    const found = ctx.store
      .list('reviews', { filter: { status: 'approved' } })
      .map((doc) => ({ ...publicReview(doc), status: doc.status }))
      .filter(matches);
    if (query.sort && Object.keys(query.sort).length > 0) found.sort(compareBy(query.sort));
    const skip = query.skip ?? 0;
    const page = found.slice(skip, query.limit ? skip + query.limit : undefined);
    return { total: found.length, list: page.map(({ status: _status, ...view }) => view) };
  },
  readableBy(access, doc) {
    if (!isPublic(access)) return doc;
    return doc.status === 'approved' ? publicReview(doc) : undefined;
  },
};
