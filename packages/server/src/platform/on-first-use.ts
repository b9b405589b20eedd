/**
 * A module (or anything costly) loaded the first time it is needed and kept from then on. Most servers
 * never send SMTP mail, call a model, read a PDF or sign in with OpenID Connect, and each of those
 * libraries holds 5–40 MB once imported (docs/deploy.md, "Memory"). A failed load is forgotten, so the
 * next call tries again rather than failing for the life of the process.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
