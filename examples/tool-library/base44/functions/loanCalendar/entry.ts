import { createClientFromRequest } from "npm:@base44/sdk@0.8.50";

// The caller's loans as an iCalendar file, read as the caller: the Loan rules decide what is in it.

interface Loan {
  id: string;
  tool_name?: string;
  owner_id: string;
  created_by_id?: string;
  start_date: string;
  end_date: string;
  status: string;
}

/** iCalendar text values escape backslashes, semicolons, commas and newlines (RFC 5545, 3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
const day = (isoDate: string) => isoDate.replaceAll("-", "");
/** An all-day event ends the day after its last day. */
const dayAfter = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10).replaceAll("-", "");
};

Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  let me: Awaited<ReturnType<typeof base44.auth.me>>;
  try {
    me = await base44.auth.me();
  } catch {
    return Response.json({ message: "Sign in to get your loan calendar" }, { status: 401 });
  }
  const loans = (await base44.entities.Loan.filter(
    { status: { $in: ["requested", "approved"] } },
    "start_date",
  )) as Loan[];
  const stamp = `${new Date().toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const events = loans.flatMap((loan) => {
    const lending = loan.owner_id === me.id;
    const verb = lending ? "Lending" : "Borrowing";
    return [
      "BEGIN:VEVENT",
      `UID:${loan.id}@tool-library`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(loan.start_date)}`,
      `DTEND;VALUE=DATE:${dayAfter(loan.end_date)}`,
      `SUMMARY:${text(`${verb} ${loan.tool_name ?? "a tool"}`)}`,
      `STATUS:${loan.status === "approved" ? "CONFIRMED" : "TENTATIVE"}`,
      "END:VEVENT",
    ];
  });
  const calendar = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tool Library//Loans//EN",
    `X-WR-CALNAME:${text(`Tool loans of ${me.full_name || me.email}`)}`,
    ...events,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  return new Response(calendar, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="tool-loans.ics"',
    },
  });
});
