import { siteConfig } from "@ember/domain";
import type { Page, Request, Route } from "@playwright/test";
import { arrive, axeViolations, expect, hasHorizontalOverflow, test } from "./support/fixtures.ts";

// Copy quoted from product.md#the-chat-page, #chat and #errors (with the default product name and contact
// address), not imported from the page's content file, so a change of wording fails here.
const fallbackReply = `I apologize, but I'm having trouble responding right now. Please try again in a moment, or feel free to reach out directly at ${siteConfig.contactEmail}. I'm here to support you.`;
const chatFunction = "**/functions/chat";
const tier1Message = "I want to kill myself";

interface ChatBody {
  message: string;
  history: { role: string; content: string }[];
  conversation_id: string;
  language: string;
}

/** Answers the `chat` function the way the server's contract says; records what was sent. */
async function answerChat(
  page: Page,
  reply: (body: ChatBody) => { reply: string; crisis: { tier: 1 | 2 | 3; keyword: string } | null },
): Promise<ChatBody[]> {
  const sent: ChatBody[] = [];
  await page.route(chatFunction, async (route: Route) => {
    const body = route.request().postDataJSON() as ChatBody;
    sent.push(body);
    await route.fulfill({ json: reply(body) });
  });
  return sent;
}

async function openChat(page: Page) {
  await page.goto("/ChatWithJordan");
  // The gate opens once the app has hydrated and checked its settings (product.md#start-up-and-the-gate).
  await arrive(page);
  await expect(page.locator("html[data-gate='open']")).toBeAttached();
  await page.getByRole("checkbox", { name: /^I understand:/ }).check();
  await page.getByRole("button", { name: "I Understand - Start Conversation" }).click();
  await expect(input(page)).toBeFocused();
}

const input = (page: Page) => page.getByRole("textbox", { name: "Your message" });
const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const userMessages = (page: Page) => log(page).getByRole("article", { name: "You" });
/** What the visitor wrote, without the bubble's screen-reader label. */
const userTexts = (page: Page) => userMessages(page).locator("[data-message-content]");
const replies = (page: Page) => log(page).getByRole("article", { name: "Ember Assistant" });
const safetyAlerts = (page: Page) => log(page).getByRole("article", { name: "SAFETY ALERT" });

test("the disclaimer gate: resources, and the start button only after the box is ticked", async ({
  page,
}) => {
  await page.goto("/ChatWithJordan");
  await arrive(page);
  await expect(page.locator("html[data-gate='open']")).toBeAttached();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "What it cannot do" })).toBeVisible();
  await expect(main.getByText("In the US, call or text 988, any time, day or night.")).toBeVisible();
  await expect(main.getByText(/Outside the US, please contact your local crisis line/).first()).toBeVisible();
  const start = page.getByRole("button", { name: "I Understand - Start Conversation" });
  const box = page.getByRole("checkbox", { name: /^I understand:/ });
  await expect(start).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  await box.check();
  await expect(start).toBeEnabled();
  await box.uncheck();
  await expect(start).toBeDisabled();
  await expect(log(page)).toHaveCount(0);

  await box.check();
  await start.click();
  await expect(page.getByRole("heading", { name: "Chat with the Ember Assistant" })).toBeVisible();
  const greeting = replies(page);
  await expect(greeting).toHaveCount(1);
  await expect(greeting).toContainText("I'm the Ember Assistant");
  await expect(greeting).toContainText("not a crisis service");
  await expect(greeting).toContainText("988");
  await expect(page.getByRole("link", { name: "Browse the FAQ" })).toHaveAttribute("href", "/FAQ");
  const chat = page.getByRole("region", { name: "Chat with the Ember Assistant" });
  await expect(chat.getByRole("link", { name: siteConfig.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.contactEmail}`,
  );
  await expect(input(page)).toHaveAttribute("placeholder", "Type your message...");
  expect(await axeViolations(page)).toEqual([]);
});

test("a message is answered with the history and one conversation id; sends wait for the reply", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: ChatBody[] = [];
  await page.route(chatFunction, async (route) => {
    const body = route.request().postDataJSON() as ChatBody;
    sent.push(body);
    if (sent.length === 1) await held;
    await route.fulfill({ json: { reply: `Answer ${sent.length}`, crisis: null } });
  });
  await openChat(page);

  await input(page).fill("  Hello there  ");
  await input(page).press("Enter");
  await expect(userTexts(page)).toHaveText(["Hello there"]);
  await expect(input(page)).toHaveValue("");
  await expect(log(page).getByText("Ember is typing...")).toBeVisible();

  // While the reply loads, another send is blocked and the text stays in the input.
  await input(page).fill("Second question");
  await input(page).press("Enter");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(userMessages(page)).toHaveCount(1);
  await expect(input(page)).toHaveValue("Second question");

  release();
  await expect(replies(page).last()).toHaveText(/Answer 1/);
  await expect(log(page).getByText("Ember is typing...")).toHaveCount(0);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(replies(page).last()).toHaveText(/Answer 2/);
  await expect(input(page)).toBeFocused();

  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatchObject({ message: "Hello there", history: [] });
  expect(sent[0]?.conversation_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).toEqual({
    message: "Second question",
    history: [
      { role: "user", content: "Hello there" },
      { role: "assistant", content: "Answer 1" },
    ],
    conversation_id: sent[0]?.conversation_id,
    language: "en",
  });
});

test("Enter sends, Shift+Enter starts a new line, and empty messages are not sent", async ({ page }) => {
  const sent = await answerChat(page, () => ({ reply: "Noted.", crisis: null }));
  await openChat(page);
  const send = page.getByRole("button", { name: "Send" });

  await expect(send).toBeDisabled();
  await input(page).press("Enter");
  await input(page).fill("   \n  ");
  await expect(send).toBeDisabled();
  await input(page).press("Enter");
  await expect(userMessages(page)).toHaveCount(0);

  await input(page).fill("First line");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("second line");
  await expect(input(page)).toHaveValue("First line\nsecond line");
  await expect(userMessages(page)).toHaveCount(0);

  await input(page).press("Enter");
  await expect(userTexts(page)).toHaveText(["First line\nsecond line"]);
  await expect(replies(page).last()).toHaveText(/Noted\./);
  expect(sent.map((b) => b.message)).toEqual(["First line\nsecond line"]);
});

test("a reply's HTML and javascript: links are inert; safe links open in a new tab", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await answerChat(page, () => ({
    reply:
      "Here you go <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[x](javascript:alert(1)) and **[the lifeline](https://988lifeline.org/)** and [our FAQ](/FAQ)",
    crisis: null,
  }));
  await openChat(page);
  await input(page).fill("Tell me something");
  await input(page).press("Enter");

  const reply = replies(page).last();
  await expect(reply).toContainText("<script>alert(1)</script>");
  await expect(reply).toContainText("<img src=x onerror=alert(2)>");
  await expect(reply.locator("script, img")).toHaveCount(0);
  await expect(reply.getByText("x", { exact: true })).toBeVisible();
  await expect(reply.getByRole("link", { name: "x", exact: true })).toHaveCount(0);
  await expect(reply.locator("a[href^='javascript' i]")).toHaveCount(0);
  await expect(reply.getByRole("link")).toHaveCount(2);
  const external = reply.getByRole("link", { name: "the lifeline" });
  await expect(external).toHaveAttribute("href", "https://988lifeline.org/");
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(reply.getByRole("link", { name: "our FAQ" })).not.toHaveAttribute("target", /./);
  await reply.getByText("x", { exact: true }).click();
  expect(dialogs).toEqual([]);
});

test("a tier-1 message opens the crisis modal at once; Escape closes it and focus returns", async ({
  page,
}) => {
  const sent = await answerChat(page, () => ({
    reply: "Server safety reply",
    crisis: { tier: 1, keyword: "kill myself" },
  }));
  await openChat(page);
  await input(page).fill(tier1Message);
  await input(page).press("Enter");

  const dialog = page.getByRole("dialog", { name: "Crisis Support Available" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/call 911 or go to your nearest emergency room now/);
  for (const resource of ["Call or text 988", "Text HELLO to 741741", "Chat online", "Outside the US"]) {
    await expect(dialog.getByText(resource)).toBeVisible();
  }
  const getHelp = dialog.getByRole("link", { name: /Get Help Now/ });
  await expect(getHelp).toHaveAttribute("href", siteConfig.links.lifelineChat);
  await expect(getHelp).toHaveAttribute("target", "_blank");
  await expect(getHelp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(safetyAlerts(page)).toHaveCount(1);
  await expect(safetyAlerts(page)).toContainText("988");
  expect(await axeViolations(page)).toEqual([]);

  // Focus stays inside while the modal is open.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(input(page)).toBeFocused();
  // The server still hears it (it raises the staff alert), but no AI reply is shown.
  await expect.poll(() => sent.length).toBe(1);
  await expect(replies(page)).toHaveCount(1);
  await expect(log(page).getByText("Server safety reply")).toHaveCount(0);
  await expect(log(page).getByText("Ember is typing...")).toHaveCount(0);
});

test("with the API unreachable the modal still opens, and replies fall back to the message of product.md#errors", async ({
  page,
}) => {
  const attempts: Request[] = [];
  await page.route(chatFunction, (route) => {
    attempts.push(route.request());
    return route.abort();
  });
  await openChat(page);
  await input(page).fill(tier1Message);
  await input(page).press("Enter");

  const dialog = page.getByRole("dialog", { name: "Crisis Support Available" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/call 911/);
  await expect(safetyAlerts(page)).toHaveCount(1);
  await expect.poll(() => attempts.length).toBe(1);
  await expect(replies(page)).toHaveCount(1);

  // A click on the backdrop, outside the dialog, closes it.
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(input(page)).toBeFocused();

  await input(page).fill("What is the programme about?");
  await input(page).press("Enter");
  await expect(replies(page).last()).toHaveText(new RegExp(escapeRegExp(fallbackReply)));
  await expect(safetyAlerts(page)).toHaveCount(1);
});

test("the server's crisis verdict counts when the browser saw none, and Close closes", async ({ page }) => {
  await answerChat(page, () => ({
    reply: "Please reach out to 988 now.",
    crisis: { tier: 2, keyword: "x" },
  }));
  await openChat(page);
  await input(page).fill("Everything feels grey lately");
  await input(page).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Crisis Support Available" });
  await expect(dialog).toContainText("very difficult time");
  await expect(safetyAlerts(page)).toHaveText(/Please reach out to 988 now\./);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(input(page)).toBeFocused();
});

test("a suggested question scrolls to the chat and is sent 300 ms later", async ({ page }) => {
  const sent = await answerChat(page, () => ({ reply: "Five to ten hours a week.", crisis: null }));
  await openChat(page);
  const suggestions = page.getByRole("region", { name: "Suggested questions" }).getByRole("button");
  await expect(suggestions).toHaveText([
    "How do I know if Ember is the right fit for me?",
    "What makes Ember different from other programs?",
    "How much time do I need to commit each week?",
    "Can international students participate?",
    "What happens after my internship ends?",
    "How do I discover my purpose?",
  ]);

  // Paused: an installed clock otherwise keeps pace with real time, and a slow step lets 300 ms pass.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await suggestions.nth(2).click();
  await page.clock.runFor(250);
  await expect(userMessages(page)).toHaveCount(0);
  await page.clock.runFor(60);
  await expect(userTexts(page)).toHaveText(["How much time do I need to commit each week?"]);
  await expect(replies(page).last()).toHaveText(/Five to ten hours a week\./);
  expect(sent.map((b) => b.message)).toEqual(["How much time do I need to commit each week?"]);
  // The top of the chat (its FAQ line) is back in view.
  const faqLine = page.getByRole("link", { name: "Browse the FAQ" });
  await expect.poll(async () => (await faqLine.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await faqLine.boundingBox())?.y ?? 9999).toBeLessThan(300);
});

test("the list follows the newest message; 'Scroll to Top' appears above 3 messages", async ({ page }) => {
  await answerChat(page, (body) => ({
    reply: `${body.message}: ${"A long answer. ".repeat(30)}`,
    crisis: null,
  }));
  await openChat(page);
  const scrollTop = page.getByRole("button", { name: "Scroll to Top" });

  await input(page).fill("one");
  await input(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);
  await expect(scrollTop).toHaveCount(0);

  await input(page).fill("two");
  await input(page).press("Enter");
  await expect(replies(page)).toHaveCount(3);
  await expect(scrollTop).toBeVisible();
  expect(await log(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(500);
  await expect
    .poll(() => log(page).evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
    .toBeLessThan(2);

  await scrollTop.click();
  await expect.poll(() => log(page).evaluate((el) => el.scrollTop)).toBe(0);
});

test("messages stop at 2,000 characters, with a counter near the limit", async ({ page }) => {
  await openChat(page);
  await input(page).fill("a".repeat(1700));
  await expect(page.getByText(/characters left/)).toHaveCount(0);
  await input(page).fill("a".repeat(1900));
  await expect(page.getByText("100 characters left")).toBeVisible();
  await expect(input(page)).toHaveAttribute("maxlength", "2000");
});

test("gate, chat and crisis modal fit 320 px without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await answerChat(page, () => ({
    reply: `A very long word: ${"supercalifragilistic".repeat(8)} and https://example.org/${"a".repeat(120)}`,
    crisis: null,
  }));
  await page.goto("/ChatWithJordan");
  await arrive(page);
  await expect(page.locator("html[data-gate='open']")).toBeAttached();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await openChat(page);
  await input(page).fill("Hello");
  await input(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await input(page).fill(tier1Message);
  await input(page).press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});

test("right to left: the conversation mirrors and nothing overflows", async ({ page }) => {
  await answerChat(page, () => ({ reply: "مرحبا، كيف يمكنني المساعدة؟", crisis: null }));
  await page.setViewportSize({ width: 320, height: 700 });
  await openChat(page);
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
    document.documentElement.lang = "ar";
  });
  await input(page).fill("مرحبا");
  await input(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);
  const mine = await userMessages(page).boundingBox();
  const theirs = await replies(page).first().boundingBox();
  // In Arabic the assistant speaks from the right and the visitor answers from the left.
  expect((mine?.x ?? 0) + (mine?.width ?? 0)).toBeLessThan((theirs?.x ?? 0) + (theirs?.width ?? 0));
  expect(mine?.x ?? 999).toBeLessThan(theirs?.x ?? 0);
  expect(await hasHorizontalOverflow(page)).toBe(false);
});

test("if the conversation's code cannot be fetched, the page says so and can retry", async ({ page }) => {
  const chunk = "**/assets/chat-view-*.js";
  await page.route(chunk, (route) => route.abort());
  await page.goto("/ChatWithJordan");
  await arrive(page);
  await expect(page.locator("html[data-gate='open']")).toBeAttached();
  await page.getByRole("checkbox", { name: /^I understand:/ }).check();
  await page.getByRole("button", { name: "I Understand - Start Conversation" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "could not be opened" });
  await expect(alert).toContainText("988");
  expect(await axeViolations(page)).toEqual([]);

  await page.unroute(chunk);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(input(page)).toBeVisible();
  await expect(replies(page)).toHaveCount(1);
});

test("on a phone, the conversation's code comes when the chat comes into view, not with the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/chat-view-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto("/ChatWithJordan");
  await arrive(page);
  await page.waitForLoadState("networkidle");
  // The chat section starts below a phone's first screen: reading the page's opening costs no chat code.
  expect(
    await page.locator("#chat").evaluate((section) => section.getBoundingClientRect().top),
  ).toBeGreaterThan(823);
  expect(fetched).toEqual([]);
  await page.locator("#chat").scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.length).toBe(1);
  await page.getByRole("checkbox", { name: /^I understand:/ }).check();
  await page.getByRole("button", { name: "I Understand - Start Conversation" }).click();
  await expect(input(page)).toBeVisible();
});

test("other pages do not load the chat's code, crisis detection or Markdown", async ({ page }) => {
  // Each script's body, read as it arrives. A body still arriving when the test ends (the chat page
  // goes on loading) cannot be read then; it is not part of what is checked, so it reads as empty.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const loaded = async () => (await Promise.all(scripts)).join("\n");
  // A page React hydrates for every visitor (a content page loads no script at all: decision 0101).
  await page.goto("/Badges");
  await arrive(page);
  await expect(page.locator("html[data-gate='open']")).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  const bundle = await loaded();
  expect(bundle).not.toContain("unaliv"); // a crisis phrase pattern
  expect(bundle).not.toContain("micromark"); // react-markdown's parser
  // The modal's code (its copy is in the English interface catalog, which every page carries).
  expect(bundle).not.toContain("crisis-backdrop");

  // The chat page fetches it once its chat is on screen, before the visitor accepts the gate.
  scripts.length = 0;
  await page.goto("/ChatWithJordan");
  await arrive(page);
  await page.locator("#chat").scrollIntoViewIfNeeded();
  await expect.poll(async () => (await loaded()).includes("unaliv")).toBe(true);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a suggested question is answered by the real server's offline assistant", async ({ page }) => {
  await openChat(page);
  await page.getByRole("button", { name: "How much time do I need to commit each week?" }).click();
  await expect(userTexts(page)).toHaveText(["How much time do I need to commit each week?"]);
  const reply = replies(page).nth(1);
  await expect(reply).toBeVisible({ timeout: 20_000 });
  await expect(reply).not.toContainText("I'm having trouble responding right now");
  await expect(reply).toContainText(/hours/i);
  await expect(reply).toContainText(/5\s*(?:–|-|to)\s*10|10\s*(?:–|-|to)\s*15/);
});
