import { createClientFromRequest } from "npm:@base44/sdk@0.8.50";

// Every loan with the names of both people, for the stewards' yearly report. The caller must be a
// steward or an admin; the rows are then read with the service role, since a steward may not read other
// users' records (only admin roles may).

interface Loan {
  id: string;
  tool_name?: string;
  owner_id: string;
  created_by_id?: string;
  start_date: string;
  end_date: string;
  status: string;
}
interface Person {
  id: string;
  email: string;
  full_name?: string | null;
}

/** A CSV field, quoted when it must be (RFC 4180), and never read as a formula by a spreadsheet. */
const field = (value: unknown) => {
  let s = value === undefined || value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  let me: Awaited<ReturnType<typeof base44.auth.me>>;
  try {
    me = await base44.auth.me();
  } catch {
    return Response.json({ message: "Sign in first" }, { status: 401 });
  }
  if (me.role !== "steward" && me.role !== "admin") {
    return Response.json({ message: "Only stewards export the loans" }, { status: 403 });
  }
  const [loans, people] = await Promise.all([
    base44.asServiceRole.entities.Loan.list("start_date", 5000) as Promise<Loan[]>,
    base44.asServiceRole.entities.User.list() as Promise<Person[]>,
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const name = (id: string | undefined) => {
    const person = id ? byId.get(id) : undefined;
    return person ? person.full_name || person.email : "";
  };
  const rows = [
    ["loan_id", "tool", "borrower", "owner", "start_date", "end_date", "status"],
    ...loans.map((l) => [
      l.id,
      l.tool_name,
      name(l.created_by_id),
      name(l.owner_id),
      l.start_date,
      l.end_date,
      l.status,
    ]),
  ];
  const csv = `${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="loans.csv"',
    },
  });
});
