/**
 * How the overlays look (product.md#the-editor-preview): an outline around the element and, 27 px above it,
 * a label with the tag name in an 11 px font. Fixed positioning, refreshed by the agent, so scrolling needs
 * no arithmetic.
 */
export function overlayStyle(selected: boolean): Partial<CSSStyleDeclaration> {
  return {
    position: "fixed",
    pointerEvents: "none",
    zIndex: "2147483646",
    boxSizing: "border-box",
    border: selected ? "2px solid #2563eb" : "2px solid #95a5fc",
    backgroundColor: selected ? "transparent" : "rgba(99, 102, 241, 0.05)",
  };
}

export function overlayLabelStyle(selected: boolean): Partial<CSSStyleDeclaration> {
  return {
    position: "absolute",
    top: "-27px",
    left: "-2px",
    padding: "2px 8px",
    fontSize: "11px",
    lineHeight: "19px",
    fontFamily: "ui-sans-serif, system-ui, sans-serif",
    fontWeight: selected ? "500" : "400",
    color: selected ? "#ffffff" : "#3b4fd8",
    backgroundColor: selected ? "#3b4fd8" : "#dbeafe",
    borderRadius: "3px",
    minWidth: "24px",
    textAlign: "center",
    whiteSpace: "nowrap",
  };
}
