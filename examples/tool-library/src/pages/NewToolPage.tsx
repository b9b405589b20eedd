import { type FormEvent, useState } from "react";
import { base44 } from "../api/base44Client.ts";
import { categoryNames, type ToolFields } from "../api/types.ts";
import { useAuth } from "../lib/auth.tsx";
import { messageOf } from "../lib/errors.ts";
import { navigate } from "../lib/router.tsx";

export function NewToolPage() {
  const { user } = useAuth();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setBusy(true);
    setError("");
    try {
      const tool = await base44.entities.Tool.create({
        name: text("name"),
        description: text("description"),
        category: text("category") as ToolFields["category"],
        condition: text("condition") as ToolFields["condition"],
        neighborhood: text("neighborhood"),
        pickup_address: text("pickup_address"),
      });
      navigate(`/tools/${tool.id}`);
    } catch (caught) {
      setError(messageOf(caught, "The tool was not saved."));
      setBusy(false);
    }
  };

  return (
    <section className="narrow">
      <h1>Lend a tool</h1>
      <form onSubmit={onSubmit} className="stack">
        <label>
          Name
          <input name="name" required maxLength={120} />
        </label>
        <label>
          Category
          <select name="category" defaultValue="hand_tool">
            {Object.entries(categoryNames).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Condition
          <select name="condition" defaultValue="good">
            <option value="like_new">Like new</option>
            <option value="good">Good</option>
            <option value="worn">Worn</option>
          </select>
        </label>
        <label>
          Neighbourhood
          <input name="neighborhood" defaultValue={user?.neighborhood ?? ""} maxLength={80} />
        </label>
        <label>
          Pickup address <small>(only your neighbours and the stewards see it)</small>
          <input name="pickup_address" maxLength={200} />
        </label>
        <label>
          Description
          <textarea name="description" rows={3} maxLength={2000} />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Add to the library"}
        </button>
      </form>
    </section>
  );
}
