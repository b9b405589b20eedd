/** What to tell the user about a failed call: the server's message (a Base44Error's), or a fallback. */
export function messageOf(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return error.message || fallback;
  }
  return fallback;
}
