import { adminFetch } from "../admin-api.ts";

/** The anonymous counts of the site's pages (server: ember-app/visits). */
export interface SiteVisitStats {
  readonly total_views: number;
  readonly visitor_days: number;
  readonly days: readonly { date: string; views: number; visitors: number }[];
  readonly pages: readonly { page: string; views: number }[];
  readonly referrers: readonly { host: string; views: number }[];
}

export async function fetchSiteVisits(days: number): Promise<SiteVisitStats> {
  return (await adminFetch(`/site-visits?days=${days}`)).json();
}
