import { describe, expect, it } from "vitest";
import { replyLanguage } from "../src/features/chat/reply-language.ts";

describe("replyLanguage", () => {
  it("marks an English reply on a page written in another script as English", () => {
    expect(replyLanguage("Thank you for your message. Call 988.", "ar")).toBe("en");
    expect(replyLanguage("Thank you for your message.", "zh")).toBe("en");
    expect(replyLanguage("Thank you for your message.", "hi")).toBe("en");
    expect(replyLanguage("Thank you for your message.", "bn")).toBe("en");
  });

  it("leaves a reply in the page's own script, even with English names in it, in the page's language", () => {
    expect(replyLanguage("شكرًا لرسالتك. Ember هنا لمساعدتك.", "ar")).toBeUndefined();
    expect(replyLanguage("谢谢你的留言。Ember 在这里。", "zh")).toBeUndefined();
    expect(replyLanguage("आपके संदेश के लिए धन्यवाद।", "hi")).toBeUndefined();
    expect(replyLanguage("আপনার বার্তার জন্য ধন্যবাদ।", "bn")).toBeUndefined();
  });

  it("cannot tell Latin-script languages apart, so never marks their replies, nor text without letters", () => {
    expect(replyLanguage("Thank you for your message.", "es")).toBeUndefined();
    expect(replyLanguage("Thank you for your message.", "en")).toBeUndefined();
    expect(replyLanguage("988 / 741741", "ar")).toBeUndefined();
  });
});
