import { createClientFromRequest } from "npm:@base44/sdk@0.8.50";

// Called by the Loan automation with {event, data}. The owner who approves a loan may not be the one who
// can write every field of the tool later, and the borrower never can: the service role sets it.

interface LoanEvent {
  event?: { type?: string; entity_name?: string; entity_id?: string };
  data?: { tool_id?: string; status?: string } | null;
}

Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  const { event, data } = (await req.json()) as LoanEvent;
  if (event?.entity_name !== "Loan" || !event.entity_id) {
    return Response.json({ message: "Expected a Loan event" }, { status: 400 });
  }
  // A payload too large arrives without data: read the loan itself.
  const loan = data ?? (await base44.asServiceRole.entities.Loan.get(event.entity_id));
  if (!loan?.tool_id) return Response.json({ changed: false });
  const available = loan.status === "approved" ? false : loan.status === "returned" ? true : undefined;
  if (available === undefined) return Response.json({ changed: false });
  await base44.asServiceRole.entities.Tool.update(loan.tool_id, { available });
  return Response.json({ changed: true, tool_id: loan.tool_id, available });
});
