import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { base44 } from "../api/base44Client.ts";
import type { Me } from "../api/types.ts";
import { appParams } from "./app-params.ts";

interface Auth {
  readonly user: Me | null;
  readonly loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): void;
}

const AuthContext = createContext<Auth | null>(null);

/** Who is signed in, asked once at start as the template's AuthContext does (auth.me when a token exists). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<Me | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    // Without a token there is nobody to ask about: no request that could only answer 401.
    if (!appParams.token && !window.localStorage.getItem("base44_access_token")) {
      setLoading(false);
      return;
    }
    base44.auth
      .me()
      .then((me) => setUser(me as Me))
      // An expired or revoked token: the visitor is simply not signed in.
      .catch(() => setUser(null))
      .finally(() => setLoading(false));
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const { user: signedIn } = await base44.auth.loginViaEmailPassword(email, password);
    setUser(signedIn as Me);
  }, []);

  // The SDK clears its tokens and goes through the server's logout, which comes back to the home page.
  const signOut = useCallback(() => base44.auth.logout("/"), []);

  return <AuthContext.Provider value={{ user, loading, signIn, signOut }}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth outside AuthProvider");
  return auth;
}
