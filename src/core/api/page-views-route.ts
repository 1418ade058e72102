// Where a page view is sent (decision 036): the operation in analytics.ts, and the public pages' islands, which send it
// without loading the schema's library (decision 085).
export const PAGE_VIEWS_ROUTE = { method: 'post', path: '/api/page-views' } as const;
