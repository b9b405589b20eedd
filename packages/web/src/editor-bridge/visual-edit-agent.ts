import { twMerge } from "tailwind-merge";
import { overlayLabelStyle, overlayStyle } from "./overlay-style.ts";

type Post = (message: Record<string, unknown>) => void;

const selectable = "[data-source-location], [data-visual-selector-id]";
// The overlays follow their elements while the page moves under them (animations, late images).
const REFRESH_MS = 50;

/** The identifier elements share: their source location, else their visual selector id. */
function idOf(element: HTMLElement | SVGElement): string | undefined {
  return element.dataset.sourceLocation || element.dataset.visualSelectorId;
}

/** Every element carrying the identifier, by source location first (as the platform's editor does). */
function elementsWithId(id: string): HTMLElement[] {
  const escaped = CSS.escape(id);
  const bySource = [...document.querySelectorAll<HTMLElement>(`[data-source-location="${escaped}"]`)];
  return bySource.length > 0
    ? bySource
    : [...document.querySelectorAll<HTMLElement>(`[data-visual-selector-id="${escaped}"]`)];
}

function positionOf(element: Element) {
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top,
    left: rect.left,
    right: rect.right,
    bottom: rect.bottom,
    width: rect.width,
    height: rect.height,
    centerX: rect.left + rect.width / 2,
    centerY: rect.top + rect.height / 2,
  };
}

function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0 && rect.left < window.innerWidth && rect.right > 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface Overlaid {
  readonly element: Element;
  readonly overlay: HTMLDivElement;
}

/**
 * The visual editing of product.md#the-editor-preview, driven by the editor's messages: in edit mode,
 * hovering an element that carries data-source-location or data-visual-selector-id outlines every element
 * sharing its identifier with a tag-name label; a click selects them and tells the editor; the editor may
 * then change their classes or text. Outside edit mode the page behaves normally.
 */
export class VisualEditAgent {
  private enabled = false;
  private dropdownOpen = false;
  private popoverDragging = false;
  private hovered: Overlaid[] = [];
  private selected: Overlaid[] = [];
  private selectedId: string | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly post: Post) {}

  handleMessage(message: unknown): void {
    if (!isRecord(message) || typeof message.type !== "string") return;
    const data = isRecord(message.data) ? message.data : {};
    switch (message.type) {
      case "toggle-visual-edit-mode":
        this.setEnabled(data.enabled === true);
        break;
      case "update-classes":
        if (typeof data.visualSelectorId === "string" && typeof data.classes === "string") {
          this.updateClasses(data.visualSelectorId, data.classes, data.replace === true);
        }
        break;
      case "update-content":
        if (typeof data.visualSelectorId === "string" && typeof data.content === "string") {
          for (const element of elementsWithId(data.visualSelectorId)) element.innerText = data.content;
        }
        break;
      case "unselect-element":
        this.unselect();
        break;
      case "refresh-page":
      case "reload":
        window.location.reload();
        break;
      case "request-element-position":
        this.reportPosition();
        break;
      case "popover-drag-state":
        this.popoverDragging = data.isDragging === true;
        if (this.popoverDragging) this.clearHover();
        break;
      case "dropdown-state":
        this.dropdownOpen = data.isOpen === true;
        if (this.dropdownOpen) this.clearHover();
        break;
      default:
        break;
    }
  }

  private setEnabled(enabled: boolean): void {
    if (enabled === this.enabled) return;
    this.enabled = enabled;
    if (enabled) {
      document.addEventListener("mouseover", this.onMouseOver);
      document.addEventListener("mouseout", this.onMouseOut);
      document.addEventListener("click", this.onClick, true);
      window.addEventListener("scroll", this.onScroll, true);
      this.timer = setInterval(this.refresh, REFRESH_MS);
      document.body.style.cursor = "crosshair";
    } else {
      document.removeEventListener("mouseover", this.onMouseOver);
      document.removeEventListener("mouseout", this.onMouseOut);
      document.removeEventListener("click", this.onClick, true);
      window.removeEventListener("scroll", this.onScroll, true);
      clearInterval(this.timer);
      this.clearHover();
      this.unselect();
      document.body.style.cursor = "";
    }
  }

  private overlay(element: Element, selected: boolean): Overlaid {
    const overlay = document.createElement("div");
    overlay.dataset.emberEditorOverlay = selected ? "selected" : "hover";
    overlay.setAttribute("aria-hidden", "true");
    Object.assign(overlay.style, overlayStyle(selected));
    const label = document.createElement("div");
    label.textContent = element.tagName.toLowerCase();
    Object.assign(label.style, overlayLabelStyle(selected));
    overlay.appendChild(label);
    document.body.appendChild(overlay);
    const overlaid = { element, overlay };
    this.place(overlaid);
    return overlaid;
  }

  private place({ element, overlay }: Overlaid): void {
    const rect = element.getBoundingClientRect();
    overlay.style.top = `${rect.top}px`;
    overlay.style.left = `${rect.left}px`;
    overlay.style.width = `${rect.width}px`;
    overlay.style.height = `${rect.height}px`;
  }

  private readonly refresh = () => {
    for (const overlaid of [...this.hovered, ...this.selected]) this.place(overlaid);
  };

  private clearHover(): void {
    for (const { overlay } of this.hovered) overlay.remove();
    this.hovered = [];
  }

  private unselect(): void {
    for (const { overlay } of this.selected) overlay.remove();
    this.selected = [];
    this.selectedId = null;
  }

  private readonly onMouseOver = (event: MouseEvent) => {
    if (this.popoverDragging) return;
    const target = event.target;
    if (this.dropdownOpen || !(target instanceof Element) || target.tagName.toLowerCase() === "path") {
      this.clearHover();
      return;
    }
    const element = target.closest<HTMLElement>(selectable);
    const id = element ? idOf(element) : undefined;
    this.clearHover();
    if (!id || id === this.selectedId) return;
    this.hovered = elementsWithId(id).map((el) => this.overlay(el, false));
  };

  private readonly onMouseOut = () => {
    if (!this.popoverDragging) this.clearHover();
  };

  private readonly onClick = (event: MouseEvent) => {
    const target = event.target;
    if (this.dropdownOpen) {
      event.preventDefault();
      event.stopImmediatePropagation();
      this.post({ type: "close-dropdowns" });
      return;
    }
    if (!(target instanceof Element) || target.tagName.toLowerCase() === "path") return;
    // In edit mode a click selects; it never follows a link or presses a button.
    event.preventDefault();
    event.stopImmediatePropagation();
    const element = target.closest<HTMLElement>(selectable);
    const id = element ? idOf(element) : undefined;
    if (!element || !id) return;
    this.unselect();
    this.selected = elementsWithId(id).map((el) => this.overlay(el, true));
    this.selectedId = id;
    this.clearHover();
    this.post({
      type: "element-selected",
      tagName: element.tagName,
      classes:
        typeof element.className === "string" ? element.className : (element.getAttribute("class") ?? ""),
      visualSelectorId: id,
      content: element.innerText,
      dataSourceLocation: element.dataset.sourceLocation,
      isDynamicContent: element.dataset.dynamicContent === "true",
      count: this.selected.length,
      position: positionOf(element),
    });
  };

  private readonly onScroll = () => this.reportPosition();

  private reportPosition(): void {
    const element = this.selected[0]?.element;
    if (!element || !this.selectedId) return;
    this.post({
      type: "element-position-update",
      position: positionOf(element),
      isInViewport: inViewport(element),
      visualSelectorId: this.selectedId,
    });
  }

  private updateClasses(id: string, classes: string, replace: boolean): void {
    for (const element of elementsWithId(id)) {
      const current = element.getAttribute("class") ?? "";
      element.setAttribute("class", replace ? classes : twMerge(current, classes));
    }
  }
}
