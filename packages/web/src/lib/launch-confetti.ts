const reducedMotion = "(prefers-reduced-motion: reduce)";

/**
 * A celebratory burst over the page (product.md#applying, #behaviour-limits). canvas-confetti is fetched
 * only now, on success, so no page carries it in its initial JavaScript. It draws on a canvas of our own
 * (hidden from assistive technology, removed when the burst ends) on the main thread: a worker would need a
 * blob: worker the site's content security policy does not allow, and 100 particles are cheap. Visitors who
 * ask for less motion get no burst (docs/decisions/0015-forms-submission-and-success.md). Returns a cancel
 * function.
 */
export function launchConfetti(particleCount: number): () => void {
  if (window.matchMedia(reducedMotion).matches) return () => {};
  let cancelled = false;
  let stop = () => {};
  void import("canvas-confetti").then(async ({ default: confetti }) => {
    if (cancelled) return;
    const canvas = document.createElement("canvas");
    canvas.dataset.confetti = "";
    canvas.setAttribute("aria-hidden", "true");
    canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60";
    document.body.append(canvas);
    const fire = confetti.create(canvas, { resize: true, useWorker: false });
    stop = () => {
      fire.reset();
      canvas.remove();
    };
    await fire({ particleCount, spread: 80, startVelocity: 40, origin: { y: 0.6 } });
    stop();
  });
  return () => {
    cancelled = true;
    stop();
  };
}
