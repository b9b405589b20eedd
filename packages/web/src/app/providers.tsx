import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastOutlet } from "../features/toasts/toast-outlet.tsx";
import { LanguageProvider } from "../i18n/language-provider.tsx";
import { AuthProvider } from "./auth-provider.tsx";

/**
 * App-wide providers: data queries (product.md#behaviour-limits: no refetch on focus, one retry), language,
 * auth, toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AuthProvider>
          {children}
          <ToastOutlet />
        </AuthProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
