/** True when the page runs inside another window's frame: the only place the editor bridge runs. */
export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

type Bridge = typeof import("./bridge.ts");
let bridge: Promise<Bridge> | null = null;

/**
 * The editor bridge, imported on first use and only inside a frame: a visitor reading a public page in
 * a tab never downloads it. Null outside a frame.
 */
export function loadEditorBridge(): Promise<Bridge> | null {
  if (!isFramed()) return null;
  bridge ??= import("./bridge.ts").then((module) => {
    module.startEditorBridge();
    return module;
  });
  return bridge;
}
