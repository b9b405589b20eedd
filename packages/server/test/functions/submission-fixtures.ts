import type { TestApp } from "../setup/test-app.ts";

export const validApplication = (email: string) => ({
  full_name: "Ada Lovelace",
  email,
  phone: "+44 20 7946 0000",
  program_interest: "small_group",
  current_situation: "Studying mathematics",
  goals: "Write the first program\nand share it",
  heard_about_us: "A friend",
});

export const validFirePlan = (email: string) => ({
  first_name: "Grace",
  last_name: "Hopper",
  user_email: email,
  cause_commitment: "Teach every teen to code",
  why_important: "Because it opens doors",
  communities_impacted: ["Teens", "Rural Communities"],
  specific_progress_3_4_months: "Run a weekly club",
  success_definition: "Ten students ship a project",
  research_approach: "Interview teachers",
  interested_audiences: "Parents and schools",
  communication_methods: "Newsletter",
  tracking_lessons: "A journal",
  feedback_methods: "Surveys",
  safety_risks: "no",
  ready_to_continue: "Yes, ready",
  emergency_contact_first: "Alan",
  emergency_contact_last: "Turing",
  emergency_phone: "+44 20 7946 0958",
  enrolled_leadership_series: "yes",
});

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> & {
    message?: string;
    error_type?: string;
    extra_data?: { errors?: { field: string; message: string }[] } | null;
  };
  readonly headers: Headers;
}

/** POSTs to a function the way the SDK's functions.invoke does. */
export async function invoke(
  t: TestApp,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer["body"],
    headers: response.headers,
  };
}

/** The same escaping a browser needs, written independently of the server's. */
export const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/\r\n|\r|\n/g, "<br>\n");
