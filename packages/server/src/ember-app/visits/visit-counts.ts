import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../../db/database.ts";

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts page views and daily visitors without keeping who visited. A visitor is a salted hash of
 * (address, user agent, day) under the day's random salt; hash and salt live only while the day lasts
 * (one salt for every instance, in the database) and are deleted once it is over, so no count can be
 * traced back to an address, and no visitor can be followed from one day to the next.
 */
export class VisitCounter {
  private salt: { day: string; value: string } | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  private async saltFor(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.value;
    // A new day: the past days' salts and hashes go, whichever instance sees the day first.
    await this.db.query("delete from site_visitor_hashes where day < $1::date", [day]);
    await this.db.query("delete from site_visit_salts where day < $1::date", [day]);
    await this.db.query(
      "insert into site_visit_salts (day, salt) values ($1, $2) on conflict (day) do nothing",
      [day, randomBytes(32).toString("base64url")],
    );
    const { rows } = await this.db.query<{ salt: string }>(
      "select salt from site_visit_salts where day = $1",
      [day],
    );
    const value = rows[0]?.salt;
    if (!value) throw new Error("the day's visit salt could not be read back");
    this.salt = { day, value };
    return value;
  }

  async count(view: {
    page: string;
    referrerHost: string;
    address: string;
    userAgent: string;
  }): Promise<void> {
    const day = dayOf(this.now());
    const salt = await this.saltFor(day);
    const hash = createHash("sha256")
      .update(`${salt}\n${view.address}\n${view.userAgent}\n${day}`)
      .digest("base64url")
      .slice(0, 22);
    await this.db.query(
      `insert into site_page_views (day, page, referrer_host, views) values ($1, $2, $3, 1)
       on conflict (day, page, referrer_host) do update set views = site_page_views.views + 1`,
      [day, view.page, view.referrerHost],
    );
    const seen = await this.db.query(
      "insert into site_visitor_hashes (day, hash) values ($1, $2) on conflict do nothing",
      [day, hash],
    );
    if (seen.rowCount === 1) {
      await this.db.query(
        `insert into site_visitor_days (day, visitors) values ($1, 1)
         on conflict (day) do update set visitors = site_visitor_days.visitors + 1`,
        [day],
      );
    }
  }
}
