import { type FormEvent, useEffect, useState } from "react";
import { base44 } from "../api/base44Client.ts";
import { categoryNames, type Tool } from "../api/types.ts";
import { useAuth } from "../lib/auth.tsx";
import { messageOf } from "../lib/errors.ts";
import { Link, navigate } from "../lib/router.tsx";

const conditionNames = { like_new: "Like new", good: "Good", worn: "Worn" } as const;
const today = () => new Date().toISOString().slice(0, 10);

export function ToolDetailPage({ id }: { id: string }) {
  const { user } = useAuth();
  const [tool, setTool] = useState<Tool | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    base44.entities.Tool.get(id)
      .then(setTool)
      .catch((caught) => setError(messageOf(caught, "This tool is not in the library.")));
  }, [id]);

  const borrow = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!tool?.created_by_id) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      await base44.entities.Loan.create({
        tool_id: tool.id,
        tool_name: tool.name,
        owner_id: tool.created_by_id,
        start_date: String(form.get("start_date")),
        end_date: String(form.get("end_date")),
        message: String(form.get("message") ?? ""),
      });
      navigate("/loans");
    } catch (caught) {
      setError(messageOf(caught, "The request was not sent."));
      setBusy(false);
    }
  };

  if (error && !tool)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!tool) return <p>Loading…</p>;
  const mine = user?.id === tool.created_by_id;
  return (
    <article className="narrow">
      <h1>{tool.name}</h1>
      <dl>
        <dt>Category</dt>
        <dd>{categoryNames[tool.category ?? "other"]}</dd>
        <dt>Condition</dt>
        <dd>{conditionNames[tool.condition ?? "good"]}</dd>
        <dt>Status</dt>
        <dd>{tool.available === false ? "On loan" : "Available"}</dd>
        {tool.neighborhood && (
          <>
            <dt>Neighbourhood</dt>
            <dd>{tool.neighborhood}</dd>
          </>
        )}
        <dt>Pickup</dt>
        <dd>{tool.pickup_address ?? "Shown to neighbours once you set the same neighbourhood"}</dd>
        <dt>Safety check</dt>
        <dd>{tool.safety_checked ? "Checked by a steward" : "Not checked yet"}</dd>
      </dl>
      {tool.description && <p>{tool.description}</p>}
      {!user && (
        <p>
          <Link to={`/sign-in?next=/tools/${tool.id}`}>Sign in</Link> to borrow it.
        </p>
      )}
      {user && !mine && (
        <form onSubmit={borrow} className="stack">
          <h2>Ask to borrow</h2>
          <label>
            From
            <input name="start_date" type="date" required defaultValue={today()} min={today()} />
          </label>
          <label>
            Until
            <input name="end_date" type="date" required defaultValue={today()} min={today()} />
          </label>
          <label>
            Message to the owner
            <textarea name="message" rows={2} maxLength={1000} />
          </label>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {busy ? "Sending…" : "Send request"}
          </button>
        </form>
      )}
    </article>
  );
}
