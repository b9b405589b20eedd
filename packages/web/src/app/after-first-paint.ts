/**
 * Runs `callback` once, after the browser has painted the current frame (or after `fallbackMs` when
 * frames are not being produced, e.g. in a background tab). Returns a cancel function.
 */
export function afterFirstPaint(callback: () => void, fallbackMs = 200): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, fallbackMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    if (timer !== undefined) clearTimeout(timer);
  };
}
