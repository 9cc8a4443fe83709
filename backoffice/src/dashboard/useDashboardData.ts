import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { ACTIVITY_SOURCES, mergeActivities, monthChange, type CountQuery, type StatQueries } from './stats';

const ONE_ROW = { page: 1, perPage: 1 };

/** A count computed by the server: one row asked, `total` read (never the whole collection). */
export function useCount(query: CountQuery | null) {
  const { total, isPending, error } = useGetList(
    query?.resource ?? 'messages',
    {
      filter: query?.filter,
      pagination: ONE_ROW,
      sort: { field: query?.dateField ?? 'createdAt', order: 'DESC' },
    },
    { enabled: query !== null },
  );
  return { total: total ?? 0, isPending: query !== null && isPending, error };
}

/** One stat card's figure and its change against last month. */
export function useStat(queries: StatQueries) {
  const total = useCount(queries.total);
  const thisMonth = useCount(queries.thisMonth);
  const lastMonth = useCount(queries.lastMonth);
  return {
    value: queries.total ? total.total : thisMonth.total,
    change: monthChange(thisMonth.total, lastMonth.total),
    isPending: total.isPending || thisMonth.isPending || lastMonth.isPending,
    error: total.error ?? thisMonth.error ?? lastMonth.error,
  };
}

const LATEST = { page: 1, perPage: 3 };
const newest = (kind: keyof typeof ACTIVITY_SOURCES) => ({
  filter: ACTIVITY_SOURCES[kind].filter ?? {},
  pagination: LATEST,
  sort: { field: ACTIVITY_SOURCES[kind].dateField, order: 'DESC' as const },
});

/** The three latest messages (shared with the activity list: same query, one request). */
export const useLatestMessages = () => useGetList('messages', newest('message'));

/** The three latest activities of every source, merged newest first. */
export function useLatestActivities() {
  const messages = useLatestMessages();
  const emails = useGetList(ACTIVITY_SOURCES.email.resource, newest('email'));
  const uploads = useGetList(ACTIVITY_SOURCES.upload.resource, newest('upload'));
  const content = useGetList(ACTIVITY_SOURCES.content.resource, newest('content'));
  const signups = useGetList(ACTIVITY_SOURCES.signup.resource, newest('signup'));
  const unsubscribes = useGetList(ACTIVITY_SOURCES.unsubscribe.resource, newest('unsubscribe'));
  const activities = useMemo(
    () =>
      mergeActivities({
        message: messages.data,
        email: emails.data,
        upload: uploads.data,
        content: content.data,
        signup: signups.data,
        unsubscribe: unsubscribes.data,
      }),
    [messages.data, emails.data, uploads.data, content.data, signups.data, unsubscribes.data],
  );
  const queries = [messages, emails, uploads, content, signups, unsubscribes];
  const failed = queries.filter((query) => query.error);
  return {
    activities,
    isPending: queries.some((query) => query.isPending),
    // One source missing would leave a list that looks complete: a failure is shown as such, whichever source.
    error: failed.length > 0,
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}
