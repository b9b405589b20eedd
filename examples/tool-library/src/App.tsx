import { useAuth } from "./lib/auth.tsx";
import { Link, usePath } from "./lib/router.tsx";
import { LoansPage } from "./pages/LoansPage.tsx";
import { NewToolPage } from "./pages/NewToolPage.tsx";
import { SignInPage } from "./pages/SignInPage.tsx";
import { ToolDetailPage } from "./pages/ToolDetailPage.tsx";
import { ToolsPage } from "./pages/ToolsPage.tsx";

function Screen({ path }: { path: string }) {
  if (path === "/") return <ToolsPage />;
  if (path === "/sign-in") return <SignInPage />;
  if (path === "/tools/new") return <NewToolPage />;
  if (path === "/loans") return <LoansPage />;
  const tool = /^\/tools\/([A-Za-z0-9_-]+)$/.exec(path);
  if (tool?.[1]) return <ToolDetailPage key={tool[1]} id={tool[1]} />;
  return (
    <section>
      <h1>Page not found</h1>
      <Link to="/">Back to the tools</Link>
    </section>
  );
}

export function App() {
  const path = usePath();
  const { user, loading, signOut } = useAuth();
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/" className="brand">
            Tool Library
          </Link>
          {user && <Link to="/loans">My loans</Link>}
          <span className="spacer" />
          {!loading && user && (
            <>
              <span className="meta">{user.full_name || user.email}</span>
              <button type="button" onClick={signOut}>
                Sign out
              </button>
            </>
          )}
          {!loading && !user && path !== "/sign-in" && <Link to="/sign-in">Sign in</Link>}
        </nav>
      </header>
      <main>{loading ? <p>Loading…</p> : <Screen path={path} />}</main>
    </>
  );
}
