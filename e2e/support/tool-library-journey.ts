import type { EntityHandler } from "@base44/sdk";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The example app's journey in a browser, wherever it is hosted (APP_DIR, or deployed by the CLI): sign
 * in at the site, lend a tool, see a neighbour's tool arrive live, ask to borrow the ladder, open the loan
 * calendar. Answers the calendar's figure, for what a spec checks further.
 */
export async function lendAndBorrow(
  page: Page,
  journey: {
    readonly siteUrl: string;
    readonly account: { readonly email: string; readonly password: string };
    /** The neighbour's tools, through the SDK as the neighbour, and the ladder they lend. */
    readonly leesTools: EntityHandler<Record<string, unknown>>;
    readonly ladderId: string;
  },
): Promise<Locator> {
  const { siteUrl, account, leesTools, ladderId } = journey;
  const received: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => received.push(String(payload))),
  );
  await page.goto(`${siteUrl}/`);
  await expect(page.getByRole("heading", { name: "Tools to borrow" })).toBeVisible();
  const tools = page.getByRole("list", { name: "Tools" });
  await expect(tools.getByRole("link", { name: "Ladder" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText(account.email);

  await page.getByRole("link", { name: "Lend a tool" }).click();
  await page.getByLabel("Name").fill("Hedge trimmer");
  await page.getByLabel("Category").selectOption("garden");
  await page.getByLabel(/Pickup address/).fill("4 Mill Lane");
  await page.getByRole("button", { name: "Add to the library" }).click();
  await expect(page.getByRole("heading", { name: "Hedge trimmer" })).toBeVisible();
  await expect(page.getByText("4 Mill Lane")).toBeVisible();

  await page.getByRole("link", { name: "Tool Library" }).click();
  await expect(tools.getByRole("link")).toHaveText(["Hedge trimmer", "Ladder"]);
  // The list has joined its room once a change of Lee's reaches it (the server does not acknowledge a join):
  // an edit of the ladder, made again until one arrives.
  let edits = 0;
  await expect
    .poll(async () => {
      await leesTools.update(ladderId, { description: `Edit ${++edits}` });
      return received.some((frame) => frame.includes("update_model"));
    })
    .toBe(true);
  // Lent by a neighbour while the list is open: it arrives over the socket, without a reload.
  await leesTools.create({ name: "Wheelbarrow", category: "garden", neighborhood: "Riverside" });
  await expect(tools.getByRole("link")).toHaveText(["Hedge trimmer", "Ladder", "Wheelbarrow"]);

  await tools.getByRole("link", { name: "Ladder" }).click();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(`${siteUrl}/loans`);
  const loans = page.getByRole("list", { name: "Loans" });
  await expect(loans).toContainText("Borrowing Ladder");
  await expect(loans).toContainText("Requested");

  await page.getByRole("button", { name: "Open calendar file" }).click();
  const file = page.getByRole("figure");
  await expect(file).toContainText("text/calendar; charset=utf-8");
  await expect(file.locator("pre")).toContainText("BEGIN:VCALENDAR");
  await expect(file.locator("pre")).toContainText(`X-WR-CALNAME:Tool loans of ${account.email}`);
  await expect(file.locator("pre")).toContainText("SUMMARY:Borrowing Ladder");
  return file;
}
