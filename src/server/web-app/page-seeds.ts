import type { Context } from 'hono';
import { pathWithoutLanguage } from '#core/i18n/languages';
import { reportQueryKey, SESSION_QUERY_KEY, sharedReportQueryKey, type QuerySeed } from '#core/site/query-seeds';
import { REPORT_PAGE_PATTERN, SHARED_REPORT_PAGE_PATTERN } from '#core/site/routes';
import type { ServerRenderedPage } from '#core/site/server-render';
import { meView } from '../auth/me-view';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { getOwnReport, getSharedReport } from '../reports/get-report';

/** The page the server renders for the request (decision 066), if it is one: a report, for its owner or shared. */
export function serverRenderedPage(pathname: string): ServerRenderedPage | null {
  if (SHARED_REPORT_PAGE_PATTERN.test(pathname)) return 'sharedReport';
  return REPORT_PAGE_PATTERN.test(pathname) ? 'report' : null;
}

/**
 * The API answers a report page is rendered from: who is signed in and the report, exactly as `GET /api/me` and
 * `GET /api/reports/{id}` (or `/api/shared-reports/{token}`) would answer this request. Null when there is nothing to
 * show (a visitor on a private report, a report that is not theirs or does not exist, a revoked link): the browser
 * then renders the page as before, which says so.
 */
export async function reportPageSeeds(c: Context<AppEnv>, pagePath: string): Promise<QuerySeed[] | null> {
  const pathname = pathWithoutLanguage(pagePath);
  const shared = SHARED_REPORT_PAGE_PATTERN.exec(pathname);
  const own = shared ? null : REPORT_PAGE_PATTERN.exec(pathname);
  const param = decoded((shared ?? own)?.[1]);
  if (param === null) return null;
  const { database, config } = c.get('deps');
  try {
    if (shared) {
      // Who is looking and the shared report do not depend on each other.
      const [me, report] = await Promise.all([
        meView(c),
        getSharedReport({ db: database.db, token: param, lookbackDays: config.COMPS_LOOKBACK_DAYS }),
      ]);
      return [
        { key: SESSION_QUERY_KEY, data: me },
        { key: sharedReportQueryKey(param), data: { report } },
      ];
    }
    const me = await meView(c);
    if (!me.user) return null;
    const report = await getOwnReport({
      db: database.db,
      id: param,
      userId: me.user.id,
      lookbackDays: config.COMPS_LOOKBACK_DAYS,
    });
    return [
      { key: SESSION_QUERY_KEY, data: me },
      { key: reportQueryKey(param), data: { report } },
    ];
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A path segment as the browser's router reads it (percent-decoded), or null when it cannot be decoded. */
function decoded(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
