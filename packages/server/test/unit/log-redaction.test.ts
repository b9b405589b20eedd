import { describe, expect, it } from "vitest";
import { redactUrl } from "../../src/platform/log-redaction.ts";

describe("the URL as logged", () => {
  it.each([
    ["/FAQ?access_token=abc", "/FAQ?access_token=[REDACTED]"],
    ["/reset-password?token=abc&email=a%40b.org", "/reset-password?token=[REDACTED]&email=a%40b.org"],
    ["/f/x?expires=1&signature=abc", "/f/x?expires=1&signature=[REDACTED]"],
    ["/x?Access_Token=abc", "/x?Access_Token=[REDACTED]"],
    ["/x?access%5Ftoken=abc", "/x?access%5Ftoken=[REDACTED]"],
    [
      "/x?refresh_token=a&id_token=b&reset_token=c",
      "/x?refresh_token=[REDACTED]&id_token=[REDACTED]&reset_token=[REDACTED]",
    ],
    [
      "/x?code=123456&otp_code=1&password=p&api_key=k",
      "/x?code=[REDACTED]&otp_code=[REDACTED]&password=[REDACTED]&api_key=[REDACTED]",
    ],
    ["/x?token", "/x?token=[REDACTED]"],
    ["/x?a=1&token=2&token=3", "/x?a=1&token=[REDACTED]&token=[REDACTED]"],
    ["/x?%E0%A4%A=1&token=2", "/x?%E0%A4%A=1&token=[REDACTED]"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("keeps URLs without secrets as they are", () => {
    for (const url of ["/", "/api/apps/ember/entities/Application?limit=5&sort=-created_date", "/a?", "/a?b"])
      expect(redactUrl(url)).toBe(url);
  });
});
