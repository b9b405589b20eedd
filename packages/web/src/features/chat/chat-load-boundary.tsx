import { Component, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a failed download of the conversation's code (the visitor went offline after the page
 * loaded), so the rest of the page, with its crisis resources, stays on screen and can retry.
 */
export class ChatLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** What the boundary shows, in the visitor's language (a class component cannot read the catalog hook). */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { gate } = useMessages().chat;
  return (
    <div role="alert" className="rounded-[var(--radius-card)] border-2 border-destructive bg-card p-5">
      <p>{gate.loadFailed}</p>
      <Button type="button" className="mt-3" onClick={onRetry}>
        {gate.retry}
      </Button>
    </div>
  );
}
