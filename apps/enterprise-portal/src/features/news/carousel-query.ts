/**
 * The carousel's request (头条: the featured items), on its own so that /home's prefetch can start it with the
 * home chunk without pulling the carousel or the list's URL readers into the first load.
 */
export const NEWS_CAROUSEL_QUERY = { featured: true, pageNum: 1, pageSize: 6 } as const;
