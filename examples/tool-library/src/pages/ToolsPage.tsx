import { useEffect, useState } from "react";
import { base44 } from "../api/base44Client.ts";
import { categoryNames, type Notice, type Tool } from "../api/types.ts";
import { useAuth } from "../lib/auth.tsx";
import { messageOf } from "../lib/errors.ts";
import { Link } from "../lib/router.tsx";

/** The catalogue, open to everyone, with the stewards' pinned notices above it. */
export function ToolsPage() {
  const { user } = useAuth();
  const [tools, setTools] = useState<Tool[] | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [error, setError] = useState("");

  useEffect(() => {
    base44.entities.Tool.list("name", 200)
      .then(setTools)
      .catch((caught) => setError(messageOf(caught)));
    base44.entities.Notice.filter({ pinned: true }, "-created_date", 3)
      .then(setNotices)
      .catch(() => setNotices([]));
    // Tools lent, changed or lent out meanwhile appear without a reload (socket.io, same origin).
    const unsubscribe = base44.entities.Tool.subscribe(({ type, id, data }) =>
      setTools((current) => {
        const others = (current ?? []).filter((tool) => tool.id !== id);
        const next = type === "delete" ? others : [...others, data];
        return next.sort((a, b) => a.name.localeCompare(b.name));
      }),
    );
    return unsubscribe;
  }, []);

  return (
    <section>
      {notices.map((notice) => (
        <aside key={notice.id} className="notice">
          <strong>{notice.title}</strong>
          {notice.body && <p>{notice.body}</p>}
        </aside>
      ))}
      <div className="heading">
        <h1>Tools to borrow</h1>
        {user && (
          <Link to="/tools/new" className="button">
            Lend a tool
          </Link>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {tools === null && !error && <p>Loading…</p>}
      {tools?.length === 0 && <p>No tools yet. Be the first to lend one.</p>}
      <ul className="cards" aria-label="Tools">
        {tools?.map((tool) => (
          <li key={tool.id}>
            <Link to={`/tools/${tool.id}`}>{tool.name}</Link>
            <span className="meta">
              {categoryNames[tool.category ?? "other"]}
              {tool.neighborhood ? ` · ${tool.neighborhood}` : ""}
            </span>
            <span className={tool.available === false ? "badge out" : "badge"}>
              {tool.available === false ? "On loan" : "Available"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
