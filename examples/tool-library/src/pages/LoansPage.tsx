import { useCallback, useEffect, useState } from "react";
import { base44 } from "../api/base44Client.ts";
import type { Loan } from "../api/types.ts";
import { useAuth } from "../lib/auth.tsx";
import { messageOf } from "../lib/errors.ts";
import { FunctionFile, type FunctionFileResult } from "./FunctionFile.tsx";

const statusNames: Record<NonNullable<Loan["status"]>, string> = {
  requested: "Requested",
  approved: "Approved",
  declined: "Declined",
  returned: "Returned",
};

/** The loans the Loan rules show the user: those they asked for and those of their tools. */
export function LoansPage() {
  const { user } = useAuth();
  const [loans, setLoans] = useState<Loan[] | null>(null);
  const [error, setError] = useState("");
  const [file, setFile] = useState<FunctionFileResult | null>(null);

  const load = useCallback(() => {
    base44.entities.Loan.list("-created_date", 200)
      .then(setLoans)
      .catch((caught) => setError(messageOf(caught)));
  }, []);
  useEffect(load, [load]);

  const answer = async (loan: Loan, status: NonNullable<Loan["status"]>) => {
    setError("");
    try {
      await base44.entities.Loan.update(loan.id, { status });
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  /** A function's answer as a file: fetched with the user's token, shown and offered for download. */
  const openFunctionFile = async (name: string, filename: string) => {
    setError("");
    const response = await base44.functions.fetch(`/${name}`, { method: "GET" });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setError(body.message ?? `The ${name} function answered ${response.status}`);
      return;
    }
    const blob = await response.blob();
    if (file) URL.revokeObjectURL(file.url);
    setFile({
      filename,
      contentType: response.headers.get("content-type") ?? "",
      text: await blob.text(),
      url: URL.createObjectURL(blob),
    });
  };

  if (!user) return <p>Sign in to see your loans.</p>;
  const steward = user.role === "steward" || user.role === "admin";
  return (
    <section>
      <div className="heading">
        <h1>My loans</h1>
        <div className="actions">
          <button type="button" onClick={() => openFunctionFile("loanCalendar", "tool-loans.ics")}>
            Open calendar file
          </button>
          {steward && (
            <button type="button" onClick={() => openFunctionFile("exportLoans", "loans.csv")}>
              Export all loans (CSV)
            </button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {loans === null && !error && <p>Loading…</p>}
      {loans?.length === 0 && <p>No loans yet.</p>}
      <ul className="cards" aria-label="Loans">
        {loans?.map((loan) => {
          const lending = loan.owner_id === user.id;
          return (
            <li key={loan.id}>
              <span>
                {lending ? "Lending" : "Borrowing"} <strong>{loan.tool_name}</strong>
              </span>
              <span className="meta">
                {loan.start_date} – {loan.end_date}
              </span>
              <span className="badge">{statusNames[loan.status ?? "requested"]}</span>
              {lending && loan.status === "requested" && (
                <span className="actions">
                  <button type="button" onClick={() => answer(loan, "approved")}>
                    Approve
                  </button>
                  <button type="button" onClick={() => answer(loan, "declined")}>
                    Decline
                  </button>
                </span>
              )}
              {lending && loan.status === "approved" && (
                <button type="button" onClick={() => answer(loan, "returned")}>
                  Mark returned
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {file && <FunctionFile file={file} />}
    </section>
  );
}
