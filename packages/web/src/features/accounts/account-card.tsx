import type { ReactNode } from "react";
import { useLocalizedTo } from "../../app/link.tsx";

/** The frame of every account page (/login, /register, /forgot-password, /reset-password). */
export function AccountCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:px-6">
      <div className="w-full max-w-md rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-3xl font-bold" tabIndex={-1} data-account-heading="">
          {title}
        </h1>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
        {children}
        {footer ? (
          <div className="mt-6 flex flex-col gap-2 text-sm text-muted-foreground">{footer}</div>
        ) : null}
      </div>
    </section>
  );
}

/** An error the screen reader announces at once (role=alert). */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}

/** Good news the screen reader reads when it is free (role=status); the element stays in the page. */
export function FormStatus({ children }: { children?: ReactNode }) {
  return (
    <p
      role="status"
      className={children ? "rounded-xl bg-primary/10 px-3 py-2 text-sm text-foreground" : "sr-only"}
    >
      {children}
    </p>
  );
}

/** A link between the account pages, in the page's language. */
export function AccountLink({ href, children }: { href: string; children: ReactNode }) {
  const localize = useLocalizedTo();
  return (
    <a className="font-semibold text-primary underline underline-offset-2" href={localize(href)}>
      {children}
    </a>
  );
}
