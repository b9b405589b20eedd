import { useSearchParams } from "react-router";

/** A change of the view: a value, or null (or "") to drop the parameter and fall back to its default. */
export type ViewPatch = Readonly<Record<string, string | number | null>>;

/**
 * The view of a console table (search, filters, sort, page) kept in the address's query, so Back and
 * Forward restore it, a record opened from it returns to it, and a copied address opens the same view.
 * Pages are counted from 1 in the address (`?page=2`) and from 0 in code. A value the page does not
 * offer (a hand-edited address) reads as the default, never as a request the server would refuse.
 */
export function useViewParams() {
  const [params, setParams] = useSearchParams();
  const text = (name: string): string => params.get(name) ?? "";
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = params.get(name);
    return allowed.find((option) => option === value) ?? fallback;
  };
  const raw = Number(params.get("page") ?? "1");
  const page = Number.isSafeInteger(raw) && raw >= 1 ? raw - 1 : 0;
  const update = (patch: ViewPatch) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(patch)) {
          if (value === null || value === "") next.delete(name);
          else if (name === "page") {
            if (Number(value) <= 0) next.delete(name);
            else next.set(name, String(Number(value) + 1));
          } else next.set(name, String(value));
        }
        return next;
      },
      // Turning a page or sorting keeps the reader where they are; the history entry still records it.
      { preventScrollReset: true },
    );
  return { text, oneOf, page, update };
}
