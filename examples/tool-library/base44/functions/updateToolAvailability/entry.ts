import { createClientFromRequest } from "npm:@base44/sdk@0.8.50";

// Called by the Loan automation with {event, data}. Anyone may call a function by its URL, so the body is
// taken only as the loan's id: the loan is read again, and the tool follows its stored status. A forged
// payload can at most make the function recompute what is already true. The borrower may never write the
// tool, and the owner's answer must not depend on it: the service role sets it.

interface LoanEvent {
  event?: { entity_name?: string; entity_id?: string };
}

Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  const { event } = ((await req.json().catch(() => ({}))) ?? {}) as LoanEvent;
  if (event?.entity_name !== "Loan" || typeof event.entity_id !== "string") {
    return Response.json({ message: "Expected a Loan event" }, { status: 400 });
  }
  const loan = await base44.asServiceRole.entities.Loan.get(event.entity_id).catch(() => null);
  if (!loan?.tool_id) return Response.json({ message: "No such loan" }, { status: 404 });
  const available = loan.status === "approved" ? false : loan.status === "returned" ? true : undefined;
  if (available === undefined) return Response.json({ changed: false });
  await base44.asServiceRole.entities.Tool.update(loan.tool_id, { available });
  return Response.json({ changed: true, tool_id: loan.tool_id, available });
});
