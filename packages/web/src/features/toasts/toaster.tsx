import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "../../components/ui/toast.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { useToast } from "./toast-store.ts";

/**
 * Renders the toast list (product.md#toasts) at the bottom corner, clear of the header's controls, named in
 * the page's language. Closing a toast dismisses it. A toast with an action stays until closed: a few
 * seconds is too little time to reach its button by keyboard (WCAG 2.2.1).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const copy = useMessages().shell.toast;
  return (
    <ToastProvider label={copy.label}>
      {toasts.map(({ id, title, description, action, open, variant, duration }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          {...(action ? { duration: Number.POSITIVE_INFINITY } : duration === undefined ? {} : { duration })}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label={copy.region} />
    </ToastProvider>
  );
}
